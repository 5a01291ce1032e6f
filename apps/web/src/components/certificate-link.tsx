import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeHref } from '@/lib/paths';

/** 'Certificaat: {kenmerk}' linking to the certificate's public page (issue 18); nothing without a kenmerk. */
export function CertificateLink({ kenmerk }: { kenmerk: string | undefined }) {
  if (!kenmerk) return null;
  return (
    <Text>
      Certificaat:{' '}
      <Anchor component={Link} to={routeHref('certificate', { kenmerk })}>
        {kenmerk}
      </Anchor>
    </Text>
  );
}

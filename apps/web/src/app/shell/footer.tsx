import { Anchor, Group, Text } from '@mantine/core';
import { config } from '@/lib/config';

/** Footer: address, phone and contact links of the standards body (values from lib/config). */
export function Footer() {
  const { contact } = config;
  return (
    <Group h="100%" px="md" gap="lg" justify="center" wrap="wrap">
      <Text size="sm">
        {contact.organisationName} · {contact.street} · {contact.postalCodeAndCity}
      </Text>
      <Anchor size="sm" href={contact.phoneHref}>
        {contact.phoneDisplay}
      </Anchor>
      <Anchor size="sm" href={`mailto:${contact.supportEmail}`}>
        {contact.supportEmail}
      </Anchor>
      <Anchor size="sm" href={contact.contactUrl} target="_blank" rel="noopener noreferrer">
        Contact
      </Anchor>
    </Group>
  );
}

import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeHref } from '@/lib/paths';

/** The head of a screen about one schema of 'Beheer schema's': back to the list, the title, and whose schema it is. */
export function SchemaScreenHeader({ title, organisation, schema }: { title: string; organisation: string; schema: string }) {
  return (
    <>
      <Group>
        <Button component={Link} to={routeHref('organisationSchemas')} variant="default" size="xs">
          Terug
        </Button>
      </Group>
      <div>
        <Title order={1}>{title}</Title>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {organisation}: <strong>{schema}</strong>
        </Text>
      </div>
    </>
  );
}

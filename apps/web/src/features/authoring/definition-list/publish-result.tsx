import type { SchemaCompatibility } from '@afd/contracts';
import { Anchor, Alert, Box, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CompatibilityView } from '@/components/compatibility/compatibility-view';
import { routeHref } from '@/lib/paths';
import { definitionListTexts as texts } from './definition-list-texts';

/** One schema a publication stored, with its certificate's kenmerk. */
export interface PublishedSchemaLine {
  function: string;
  schemaName: string;
  version: number;
  kenmerk: string;
  /** Compared with the earlier published version(s) of the schema (issue 32); absent for a first version. */
  compatibility?: SchemaCompatibility | null;
}

export interface PublishOutcome {
  schemas: PublishedSchemaLine[];
  organisation: string;
  baselineId: string;
  isPublished: boolean;
}

/** The register's column of this organisation and baseline: where a published schema stands. */
const registerHref = (organisation: string, baselineId: string) =>
  `${routeHref('publishedSchemaOverview')}?${new URLSearchParams({ organization: organisation, baselineid: baselineId }).toString()}`;

/**
 * What 'Certificeer en publiceer' stored: each schema with a link to its certificate page and,
 * when it went into the register, to its place there; otherwise a line that it is not in the register.
 */
export function PublishResult({ outcome }: { outcome: PublishOutcome }) {
  return (
    <Alert color="green" title={texts.published}>
      <List size="sm" spacing="xs">
        {outcome.schemas.map((schema) => (
          <List.Item key={schema.schemaName}>
            <Text size="sm" span>
              {schema.schemaName} (versie {schema.version})
            </Text>
            <Group gap="md" mt={2}>
              <Anchor component={Link} to={routeHref('certificate', { kenmerk: schema.kenmerk })} size="sm" aria-label={`Certificaat van ${schema.schemaName}`}>
                {texts.certificateLink}
              </Anchor>
              {outcome.isPublished ? (
                <Anchor component={Link} to={registerHref(outcome.organisation, outcome.baselineId)} size="sm" aria-label={`${schema.schemaName} in het register`}>
                  {texts.registerLink}
                </Anchor>
              ) : null}
            </Group>
            {schema.compatibility ? (
              <Box mt="xs">
                <CompatibilityView compatibility={schema.compatibility} />
              </Box>
            ) : null}
          </List.Item>
        ))}
      </List>
      {outcome.isPublished ? null : (
        <Text size="sm" mt="xs">
          {texts.notInRegister}
        </Text>
      )}
    </Alert>
  );
}

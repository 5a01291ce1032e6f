import { Alert, Select, Stack, Text } from '@mantine/core';

export interface OrganisationFieldProps {
  organisations: readonly string[];
  value: string;
  onChange: (organisation: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** The organisation the user asked for when the record has no known one (spec 000 §5). */
  wantedOrganisation: string | null;
  /** Shown for users who are not administrators: their authorisations depend on the organisation. */
  showAuthorisationNotice: boolean;
}

export const organisationNotice = 'Let op: Bij wijziging van Organisatie vervallen alle machtigingen.';

/** The user's organisation, chosen from the known ones, with the spec's notices. */
export function OrganisationField({ organisations, value, onChange, onBlur, error, wantedOrganisation, showAuthorisationNotice }: OrganisationFieldProps) {
  return (
    <Stack gap="xs">
      <Select
        label="Organisatie"
        withAsterisk
        searchable
        data={[...organisations]}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        error={error}
        nothingFoundMessage="Geen organisatie gevonden"
        maxDropdownHeight={250}
      />
      {wantedOrganisation ? (
        <Text size="sm">
          Gewenste organisatie: <strong>{wantedOrganisation}</strong> (niet bekend; kies een organisatie of voeg deze eerst toe
          bij Beheer organisaties)
        </Text>
      ) : null}
      {showAuthorisationNotice ? (
        <Alert color="yellow" variant="light" p="xs">
          {organisationNotice}
        </Alert>
      ) : null}
    </Stack>
  );
}

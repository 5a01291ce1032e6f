import { Checkbox, SimpleGrid, Text } from '@mantine/core';

export interface CompositionAuthorisationsFieldProps {
  organisations: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** An administrator holds every organisation: all selected, nothing to change. */
  lockedForAdministrator: boolean;
  /** The organisation is changing: the authorisations lapse on save and cannot be granted yet. */
  lockedByOrganisationChange: boolean;
  error?: string | undefined;
}

export const compositionAuthorisationTexts = {
  label: 'Machtigingen AFD Online Samenstellen',
  administrator: 'Een beheerder is gemachtigd voor alle organisaties.',
  organisationChange: 'Machtigingen voor de nieuwe organisatie kunt u toekennen nadat de wijziging is opgeslagen.',
} as const;

/** The organisations the user may compose AFD definitions for, one checkbox each. */
export function CompositionAuthorisationsField({
  organisations,
  selected,
  onChange,
  lockedForAdministrator,
  lockedByOrganisationChange,
  error,
}: CompositionAuthorisationsFieldProps) {
  const locked = lockedForAdministrator || lockedByOrganisationChange;
  const description = lockedForAdministrator
    ? compositionAuthorisationTexts.administrator
    : lockedByOrganisationChange
      ? compositionAuthorisationTexts.organisationChange
      : undefined;
  return (
    <Checkbox.Group label={compositionAuthorisationTexts.label} description={description} value={[...selected]} onChange={onChange} error={error}>
      {organisations.length === 0 ? (
        <Text size="sm">Er zijn geen organisaties.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" spacing="xs">
          {organisations.map((name) => (
            <Checkbox key={name} value={name} label={name} disabled={locked} />
          ))}
        </SimpleGrid>
      )}
    </Checkbox.Group>
  );
}

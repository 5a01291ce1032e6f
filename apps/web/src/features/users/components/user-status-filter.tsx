import type { UserStatus } from '@afd/contracts';
import { SegmentedControl } from '@mantine/core';

const choices: { value: UserStatus; label: string }[] = [
  { value: 'actief', label: 'Actief' },
  { value: 'niet-actief', label: 'Niet actief' },
  { value: 'nieuw', label: 'Nieuw' },
];

/** The user list's filter (spec 000 §2 screen 10): Actief, Niet actief or Nieuw, as radio buttons. */
export function UserStatusFilter({ value, onChange }: { value: UserStatus; onChange: (status: UserStatus) => void }) {
  return <SegmentedControl aria-label="Filter gebruikers" data={choices} value={value} onChange={(next) => onChange(next as UserStatus)} />;
}

/** The filter value a URL's search parameter holds; Actief when absent or unknown. */
export function userStatusFromParam(value: string | null): UserStatus {
  return choices.find((choice) => choice.value === value)?.value ?? 'actief';
}

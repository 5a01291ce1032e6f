import { userFullName, userStatusOf } from '@afd/afd';
import { csvFile } from '../../http/csv.ts';
import type { UserRecord } from './users.repository.ts';

/** The file name of the export (spec 000 §9). */
export const usersCsvFileName = 'users.csv';

const statusText = { actief: 'Actief', 'niet-actief': 'Niet actief', nieuw: 'Nieuw' } as const;

const header = [
  'Email',
  'Naam',
  'Voorletters',
  'Tussenvoegsel',
  'Achternaam',
  'Telefoonnummer',
  'Organisatie',
  'Gewenste organisatie',
  'Rol',
  'Status',
  'Actief',
  'KOAT actief',
  'KOAT-gebruiker',
  'Notificatie wijziging AFD-definities',
  'Notificatie meldingen AFD-definities',
  'Systeemaccount AFD-definities downloaden',
  'Systeemaccount AFS mapping service',
  'Machtigingen AFD Online Samenstellen',
] as const;

/**
 * `users.csv`: every user with every field an administrator edits, and their online-composition
 * organisations in one cell. An unset activity flag (a new user) is an empty cell.
 */
export function usersCsv(records: readonly UserRecord[], compositionOrganisations: ReadonlyMap<string, readonly string[]>): string {
  const rows = records.map((record) => [
    record.email,
    userFullName(record),
    record.initials,
    record.prefix,
    record.surname,
    record.telephoneNumber,
    record.organisationName,
    record.claimedOrganisation,
    record.role,
    statusText[userStatusOf(record.actief, record.koatActief)],
    record.actief,
    record.koatActief,
    record.isKoatGebruiker,
    record.notifyOnDefinitionChanges,
    record.notifyOnSchemaIssues,
    record.isAfdDefinitionDownloader,
    record.isAfsMappingServiceGebruiker,
    (compositionOrganisations.get(record.id) ?? []).join(', '),
  ]);
  return csvFile(header, rows);
}

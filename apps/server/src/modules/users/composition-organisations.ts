import type { Db, Tx } from '../../db/client.ts';
import {
  listOrganisations,
  storedCompositionOrganisations,
  storedCompositionOrganisationsByUser,
  type UserRecord,
} from './users.repository.ts';

// Which organisations a user may compose AFD definitions for, as recorded, whether or not the
// user is active (an administrator edits them for inactive users too). An administrator has all
// organisations (spec 000 §4), also those added after the administrator's record was last saved.

/** The organisation names of one user, in Dutch order. */
export async function compositionOrganisationNames(db: Db | Tx, record: Pick<UserRecord, 'id' | 'role'>): Promise<string[]> {
  const organisations = record.role === 'B' ? await listOrganisations(db) : await storedCompositionOrganisations(db, record.id);
  return organisations.map((organisation) => organisation.name);
}

/** The organisation names of each of these users: user id -> names, in Dutch order. */
export async function compositionOrganisationNamesByUser(
  db: Db | Tx,
  records: readonly Pick<UserRecord, 'id' | 'role'>[],
): Promise<Map<string, string[]>> {
  const stored = await storedCompositionOrganisationsByUser(db);
  const everyOrganisation = (await listOrganisations(db)).map((organisation) => organisation.name);
  return new Map(records.map((record) => [record.id, record.role === 'B' ? everyOrganisation : (stored.get(record.id) ?? [])]));
}

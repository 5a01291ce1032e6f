import type { Db, Tx } from '../../../db/client.ts';
import type { OrganisationRow } from '../../../shared/organisation-lookup.ts';
import { definitionProblems } from './definition-texts.ts';
import { findDefinition, type DefinitionRow } from './definition-rows.ts';

// Every call on one definition starts by finding it by name in the caller's organisation
// (definition-access.ts decides which): the row, or 404 'Definitie ... bestaat niet.'.

/** The organisation's definition by name (ignoring case), or 404; `lock` for a change in a transaction. */
export async function existingDefinition(db: Db | Tx, organisation: OrganisationRow, name: string, options: { lock?: boolean } = {}): Promise<DefinitionRow> {
  const row = await findDefinition(db, organisation.id, name, options);
  if (!row) throw definitionProblems.definitionNotFound(name);
  return row;
}

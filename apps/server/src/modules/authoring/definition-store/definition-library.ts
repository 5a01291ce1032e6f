import type { BaselineLibrary } from '@afd/afd';
import type { Db, Tx } from '../../../db/client.ts';
import type { OrganisationRow } from '../../../shared/organisation-lookup.ts';
import { libraryTree } from './baseline-library-reads.ts';
import { refuseStale } from './definition-change.ts';
import { definitionProblems } from './definition-texts.ts';
import type { DefinitionRow } from './definition-rows.ts';
import { existingDefinition } from './existing-definition.ts';

// Nearly every call on a definition works on it together with the baseline library it was
// composed on. A definition whose library is gone (its baseline was uploaded anew and the old
// library removed) answers each of them the same: 409 'Geen baseline library', synchronise first.
// That answer is given here, and only here.

/** What `read` takes from the definition's library (its tree, a column, its baseline document), or 409 when the definition has no library any more or `read` finds none. */
export async function fromLibraryOf<T>(row: Pick<DefinitionRow, 'baselineLibraryId'>, read: (libraryId: string) => Promise<T | null | undefined>): Promise<T> {
  const found = row.baselineLibraryId ? await read(row.baselineLibraryId) : null;
  if (found === null || found === undefined) throw definitionProblems.libraryGone();
  return found;
}

/** The parsed tree of the definition's library (kept per process: library-cache.ts), or 409. */
export function libraryOfDefinition(db: Db | Tx, row: Pick<DefinitionRow, 'baselineLibraryId'>): Promise<BaselineLibrary> {
  return fromLibraryOf(row, (libraryId) => libraryTree(db, libraryId));
}

export interface DefinitionWithLibrary {
  row: DefinitionRow;
  library: BaselineLibrary;
}

/** The organisation's definition by name with its library's tree, to read: 404 for the definition, then 409 for the library. */
export async function definitionWithLibrary(db: Db | Tx, organisation: OrganisationRow, name: string): Promise<DefinitionWithLibrary> {
  const row = await existingDefinition(db, organisation, name);
  return { row, library: await libraryOfDefinition(db, row) };
}

/**
 * The same for a change, in its transaction: the row locked until the transaction ends, checked
 * against the revision the change was based on when one is given (409 'Definitie gewijzigd' before
 * the library is read), then the library's tree or 409.
 */
export async function lockedDefinitionWithLibrary(tx: Tx, organisation: OrganisationRow, name: string, basedOn?: number): Promise<DefinitionWithLibrary> {
  const row = await existingDefinition(tx, organisation, name, { lock: true });
  if (basedOn !== undefined) refuseStale(row, basedOn);
  return { row, library: await libraryOfDefinition(tx, row) };
}

import type { BaselineLibrary } from '@afd/afd';
import type { BaselineLibrarySummary, BaselineLibraryUsage, Codelist, ComparedLibrary, LibraryCompareResult } from '@afd/contracts';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { definitionProblems } from '../definition-store/definition-texts.ts';
import { findBaselineById, findBaselineByName, type AuthoringBaseline } from '../definition-store/authoring-baselines.ts';
import { latestLibraryOf, libraryCodeLists, libraryCreatedAt, libraryTree, type LibraryInfo } from '../definition-store/baseline-library-reads.ts';
import { libraryComparison } from '../../../shared/library-comparison.ts';
import { deleteLibraries, libraryBaselineRow, libraryUsageRows, type LibraryUsageRow } from './baseline-libraries.repository.ts';
import { baselineLibraryProblems } from './baseline-library-texts.ts';

// The baseline libraries (001 §2 'Beheer baseline libraries', §7): a baseline's code lists for
// the properties form, one library by baseline and time, and how every library is used. A library
// is 'actueel' when it is its baseline's newest, 'in gebruik' while a definition or a certified
// schema refers to it, and otherwise 'vervallen': only those can be deleted.

const codelistsOf = (codeLists: BaselineLibrary['codeLists']): Codelist[] =>
  codeLists.map((list) => ({ name: list.name, listItems: list.values.map((value) => ({ value: value.code, label: value.label })) }));

async function visibleBaseline(db: Db, principal: Principal, basedOn: string): Promise<AuthoringBaseline> {
  const baseline = await findBaselineByName(db, basedOn);
  if (!baseline || (baseline.administratorsOnly && !principal.roles.isAdministrator)) throw definitionProblems.baselineNotFound(basedOn);
  return baseline;
}

async function summaryOf(db: Db, baseline: AuthoringBaseline, info: LibraryInfo): Promise<BaselineLibrarySummary> {
  const codeLists = await libraryCodeLists(db, info.id);
  return {
    basedOn: baseline.basedOn,
    certificationAreaVersion: baseline.certificationAreaVersion,
    baselineLibraryId: info.id,
    creationTime: info.createdAt.toISOString(),
    datacatVersion: info.datacatVersion,
    codelists: codelistsOf(codeLists ?? []),
  };
}

/** The baseline's current library with its code lists, for an organisation the caller composes for. */
export async function currentLibrary(db: Db, principal: Principal, organisationName: string, basedOn: string): Promise<BaselineLibrarySummary> {
  await authoringOrganisation(db, principal, organisationName);
  const baseline = await visibleBaseline(db, principal, basedOn);
  const latest = await latestLibraryOf(db, baseline.id);
  if (!latest) throw definitionProblems.noLibrary(baseline.basedOn);
  return summaryOf(db, baseline, latest);
}

/** Only the named code lists (the properties form asks for ADNBRA and PORMAA). */
export async function codelistSubset(db: Db, principal: Principal, organisationName: string, basedOn: string, names: readonly string[]): Promise<Codelist[]> {
  const { codelists } = await currentLibrary(db, principal, organisationName, basedOn);
  return codelists.filter((list) => names.includes(list.name));
}

/** One library of a baseline by its creation time (to the millisecond, as the list shows it). */
export async function libraryAt(db: Db, principal: Principal, basedOn: string, creationTime: string): Promise<BaselineLibrarySummary> {
  const baseline = await visibleBaseline(db, principal, basedOn);
  // One indexed lookup (baseline, creation time), not the usage of every library.
  const wanted = new Date(creationTime);
  const info = Number.isNaN(wanted.getTime()) ? null : await libraryCreatedAt(db, baseline.id, wanted);
  if (!info) throw baselineLibraryProblems.notFound(basedOn, creationTime);
  return summaryOf(db, baseline, info);
}

function usagesOf(rows: readonly LibraryUsageRow[]): (BaselineLibraryUsage & { row: LibraryUsageRow })[] {
  const newest = new Map<string, LibraryUsageRow>();
  for (const row of rows) {
    const current = newest.get(row.baselineSchemaId);
    if (!current || row.createdAt >= current.createdAt) newest.set(row.baselineSchemaId, row);
  }
  return rows.map((row) => {
    const isLatest = newest.get(row.baselineSchemaId)?.id === row.id;
    return {
      row,
      id: row.id,
      basedOn: row.basedOn,
      creationTime: row.createdAt.toISOString(),
      datacatVersion: row.datacatVersion,
      usageCount: row.definitionPaths.length,
      isLatest,
      isObsolete: !isLatest && row.definitionPaths.length === 0 && !row.referencedBySchemas,
      usedByDefinitionPaths: row.definitionPaths,
    };
  });
}

/** Every library and how it is used (administrators). */
export async function usageInfo(db: Db): Promise<BaselineLibraryUsage[]> {
  return usagesOf(await libraryUsageRows(db)).map(({ row: _row, ...usage }) => usage);
}

/** Deletes every obsolete library, in one transaction, audited; answers how many went. */
export async function deleteObsoleteLibraries(db: Db, principal: Principal): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const obsolete = usagesOf(await libraryUsageRows(tx)).filter((usage) => usage.isObsolete);
    await deleteLibraries(tx, obsolete.map((usage) => usage.row));
    for (const usage of obsolete) {
      await recordAudit(tx, principal, { action: 'baseline-library.deleted', entityType: 'baseline-library', entityId: usage.id, before: { basedOn: usage.basedOn, creationTime: usage.creationTime }, after: null });
    }
    return { deleted: obsolete.length };
  });
}

/**
 * The difference between two libraries of one baseline (issue 18, point 4): from the older to the
 * newer as the caller names them. Refused when either does not exist or they belong to different
 * baselines.
 */
export async function compareBaselineLibraries(db: Db, fromId: string, toId: string): Promise<LibraryCompareResult> {
  const [from, to] = await Promise.all([libraryBaselineRow(db, fromId), libraryBaselineRow(db, toId)]);
  if (!from || !to) throw baselineLibraryProblems.libraryNotFound();
  if (from.baselineSchemaId !== to.baselineSchemaId) throw baselineLibraryProblems.otherBaselines();
  const [before, after, baseline] = await Promise.all([libraryTree(db, from.id), libraryTree(db, to.id), findBaselineById(db, from.baselineSchemaId)]);
  if (!before || !after || !baseline) throw baselineLibraryProblems.libraryNotFound();
  const described = (row: typeof from): ComparedLibrary => ({ id: row.id, basedOn: baseline.basedOn, creationTime: row.createdAt.toISOString(), datacatVersion: row.datacatVersion });
  return { from: described(from), to: described(to), difference: libraryComparison(before, after) };
}

import { dutchDateTime, synchroniseChoices, syncTexts, type BaselineLibrary, type SyncChoices, type SyncResult as ChoicesSync } from '@afd/afd';
import type { SyncResult } from '@afd/contracts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { isLargeLibrary } from '../../../jobs/large-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { definitionProblems } from '../definition-store/definition-texts.ts';
import { choicesOf } from '../definition-store/stored-definition.ts';
import { findBaselineById } from '../definition-store/authoring-baselines.ts';
import { latestLibraryOf, libraryInfo, libraryTree } from '../definition-store/baseline-library-reads.ts';
import { existingDefinition } from '../definition-store/existing-definition.ts';
import { inTransaction, saveChange } from '../definition-store/definition-change.ts';

// Synchronisation with the baseline's newest library (docs/authoring.md; 001 §4 sync phases). One
// transaction locks the definition, re-applies its choices to the newest library and writes them
// with the library, unless choices are lost and the caller did not say to go on: then nothing is
// written and the warnings go back for the user to confirm ('Doorgaan' sends saveOnWarnings).

/** A library by its moment on the Dutch clock (dd-MM-yyyy HH:mm, as every date the portal shows) and its catalogue. */
const dateOf = (library: { createdAt: Date; datacatVersion: string | null }) =>
  `${dutchDateTime(library.createdAt.toISOString()) ?? ''}${library.datacatVersion ? ` (data catalogus ${library.datacatVersion})` : ''}`;

/** A large library is synchronised on the worker pool, so other requests go on meanwhile. */
function synchroniseOnPool(pool: CertificationPool, library: BaselineLibrary, choices: SyncChoices): Promise<ChoicesSync> {
  return isLargeLibrary(library) ? pool.perform('synchronise', { library, choices }) : Promise.resolve().then(() => synchroniseChoices(library, choices));
}

export async function synchroniseDefinition(db: Db, pool: CertificationPool, principal: Principal, organisationName: string, name: string, saveOnWarnings: boolean): Promise<SyncResult> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  return inTransaction(db, async (tx) => {
    const row = await existingDefinition(tx, organisation, name, { lock: true });
    const baseline = await findBaselineById(tx, row.baselineSchemaId);
    const latest = baseline ? await latestLibraryOf(tx, baseline.id) : null;
    if (!baseline || !latest) throw definitionProblems.noLibrary(baseline?.basedOn ?? row.name);
    if (row.baselineLibraryId === latest.id) return { report: [syncTexts.alreadyLatest], warnings: [], definitionIsUpdated: false };
    const library = (await libraryTree(tx, latest.id)) as BaselineLibrary;
    const current = row.baselineLibraryId ? await libraryInfo(tx, row.baselineLibraryId) : null;
    const result = await synchroniseOnPool(pool, library, choicesOf(row));
    const report = [syncTexts.header(current ? dateOf(current) : 'een verwijderde library', dateOf(latest)), ...result.report];
    if (result.warnings.length > 0 && !saveOnWarnings) return { report, warnings: result.warnings, definitionIsUpdated: false };
    await saveChange(tx, principal, row, 'gesynchroniseerd', { baselineLibraryId: latest.id, choices: result.choices });
    return { report, warnings: result.warnings, definitionIsUpdated: true };
  });
}

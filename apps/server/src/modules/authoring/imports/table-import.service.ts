import { importDefinitionTable, importXPathLibraryRules, type DefinitionTable } from '@afd/afd';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { lockedDefinitionWithLibrary } from '../definition-store/definition-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { choicesOf, domainDefinition } from '../definition-store/stored-definition.ts';
import { findBaselineById } from '../definition-store/authoring-baselines.ts';
import { inTransaction, saveChange } from '../definition-store/definition-change.ts';
import { importProblems } from './import-texts.ts';

// Importeer XLSX (001 §7 `POST /xlsx-import/{org}/{product}/{user}/{time}`): the definition table
// becomes the definition's attribute and entity choices, as one revision. The definition is locked
// while it is read and written; a table with any problem writes nothing and answers its report.
// The AFD 1.0 set of 'Importeer AFD-definitie' brings its afdXPathLibrary.xml along: its rules go
// into the verbandscontroles in the same revision, all or nothing with the table (issue 27).

/** The rules file of an AFD 1.0 set: its name (for the report) and text. */
export interface ImportedXPathLibrary {
  fileName: string;
  text: string;
}

export async function importTable(db: Db, principal: Principal, organisationName: string, name: string, table: DefinitionTable, change: string, xpathLibrary?: ImportedXPathLibrary): Promise<string[]> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  return inTransaction(db, async (tx) => {
    const { row, library } = await lockedDefinitionWithLibrary(tx, organisation, name);
    const baseline = await findBaselineById(tx, row.baselineSchemaId);
    const imported = importDefinitionTable(table, library, domainDefinition(row, organisation.name, baseline?.basedOn ?? ''));
    const rules = xpathLibrary ? importXPathLibraryRules(xpathLibrary.text, xpathLibrary.fileName, row.businessRules, library) : null;
    if (!imported.ok || (rules !== null && !rules.ok)) throw importProblems.failed([...imported.report, ...(rules && !rules.ok ? rules.report : [])]);
    const takenRules = rules?.ok && rules.added > 0 ? rules : null;
    await saveChange(tx, principal, row, change, {
      ...(takenRules ? { businessRules: takenRules.businessRules } : {}),
      choices: { ...choicesOf(row), entities: imported.entities, attributes: imported.attributes },
    });
    // The table's summary stays the last line.
    return [...imported.report.slice(0, -1), ...(rules?.ok ? rules.report : []), ...imported.report.slice(-1)];
  });
}

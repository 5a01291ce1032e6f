import type { BaselineLibrary, Catalogue, Definition, DefinitionBusinessRule, GenerationInput } from '@afd/afd';
import { desc, eq } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { readBlob } from '../../../db/blob-store.ts';
import { baselineLibraries, datacatalogs } from '../../../db/schema/index.ts';
import type { OrganisationRow } from '../../../shared/organisation-lookup.ts';
import { fromLibraryOf } from '../definition-store/definition-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { definitionProblems } from '../definition-store/definition-texts.ts';
import { domainDefinition } from '../definition-store/stored-definition.ts';
import { findBaselineById, type AuthoringBaseline } from '../definition-store/authoring-baselines.ts';
import type { DefinitionRow } from '../definition-store/definition-rows.ts';
import { existingDefinition } from '../definition-store/existing-definition.ts';
import { generationProblems } from './generation-texts.ts';

// Everything generation needs for one definition, read once: the definition as the domain models
// it, its library with the baseline document it was parsed from, and the data catalogue of that
// library (AFD 1.0 imports its XSDs; AFD 2.0 certification resolves full code lists in it).

export interface GenerationSource {
  organisation: OrganisationRow;
  row: DefinitionRow;
  baseline: AuthoringBaseline;
  definition: Definition;
  libraryId: string;
  library: BaselineLibrary;
  baselineDocument: string;
  catalogue: { version: string; xsdFiles: Record<string, string>; model: Catalogue };
  businessRules: DefinitionBusinessRule[];
}

/** The caller's definition with its library and catalogue; 403/404 for scope, 409 when a part is gone. */
export async function generationSourceOf(db: Db | Tx, principal: Principal, organisationName: string, name: string): Promise<GenerationSource> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await existingDefinition(db, organisation, name);
  const libraryRow = await fromLibraryOf(row, async (libraryId) => {
    const [found] = await db.select().from(baselineLibraries).where(eq(baselineLibraries.id, libraryId));
    return found;
  });
  const baseline = await findBaselineById(db, row.baselineSchemaId);
  if (!baseline) throw definitionProblems.baselineNotFound(row.baselineSchemaId);
  const document = await readBlob(db, libraryRow.contentBlobId);
  if (!document) throw generationProblems.baselineDocumentGone();
  const catalogue = await catalogueOf(db, libraryRow.datacatalogId);
  if (!catalogue) throw generationProblems.noCatalogue();
  return {
    organisation,
    row,
    baseline,
    definition: domainDefinition(row, organisation.name, baseline.basedOn),
    libraryId: libraryRow.id,
    library: libraryRow.library as BaselineLibrary,
    baselineDocument: new TextDecoder().decode(document.content),
    catalogue,
    businessRules: businessRulesOf(row),
  };
}

/** The definition's verbandscontroles as stored with it (none before any was written). */
function businessRulesOf(row: DefinitionRow): DefinitionBusinessRule[] {
  return row.businessRules.map(({ name, expression, message }) => ({ name, expression, message }));
}

/** The library's own catalogue; the newest for a library stored without one (as certification does). */
async function catalogueOf(db: Db | Tx, datacatalogId: string | null) {
  const columns = { version: datacatalogs.version, xsdFiles: datacatalogs.xsdFiles, model: datacatalogs.catalogue };
  const [row] = datacatalogId
    ? await db.select(columns).from(datacatalogs).where(eq(datacatalogs.id, datacatalogId))
    : await db.select(columns).from(datacatalogs).orderBy(desc(datacatalogs.createdAt)).limit(1);
  return row ? { version: row.version, xsdFiles: row.xsdFiles, model: row.model as Catalogue } : null;
}

/** The generation input for one function of the source. */
export function generationInputOf(source: GenerationSource, functionName: string, jsonSchemaDraft?: '2019-09' | '2020-12'): GenerationInput {
  return {
    definition: source.definition,
    library: source.library,
    baselineDocument: source.baselineDocument,
    functionName,
    businessRules: source.businessRules,
    catalogueXsdFiles: source.catalogue.xsdFiles,
    ...(jsonSchemaDraft ? { jsonSchemaDraft } : {}),
  };
}

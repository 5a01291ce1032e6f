import { eq } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { baselineLibraries } from '../../../db/schema/index.ts';
import type { OrganisationRow } from '../../../shared/organisation-lookup.ts';
import { fromLibraryOf } from '../definition-store/definition-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { functionsOf } from '../definition-store/stored-definition.ts';
import type { DefinitionRow } from '../definition-store/definition-rows.ts';
import { existingDefinition } from '../definition-store/existing-definition.ts';
import { openApiHttpProblems } from './openapi-texts.ts';

// The definition an OpenAPI description belongs to: in an organisation the caller composes for
// (administrators: all), on an AFD 2.0 library (the description refers to its JSON Schemas).

export interface OpenApiDefinition {
  organisation: OrganisationRow;
  row: DefinitionRow;
  /** The active functions: what a request body or response may refer to. */
  functions: string[];
}

export const activeFunctionNames = (row: DefinitionRow): string[] => functionsOf(row).filter((fn) => fn.active).map((fn) => fn.name);

/** 409 unless the definition's library is an AFD 2.0 one (and still there). */
export async function refuseUnlessAfd2(db: Db | Tx, row: DefinitionRow): Promise<void> {
  const library = await fromLibraryOf(row, async (libraryId) => {
    const [found] = await db.select({ afdVersion: baselineLibraries.afdVersion }).from(baselineLibraries).where(eq(baselineLibraries.id, libraryId));
    return found;
  });
  if (library.afdVersion !== 2) throw openApiHttpProblems.notAfd2(row.name);
}

export async function openApiDefinition(db: Db | Tx, principal: Principal, organisationName: string, name: string, options: { lock?: boolean } = {}): Promise<OpenApiDefinition> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await existingDefinition(db, organisation, name, options);
  await refuseUnlessAfd2(db, row);
  return { organisation, row, functions: activeFunctionNames(row) };
}

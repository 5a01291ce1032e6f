import { descriptionFieldProblems, sortOpenApiDescription } from '@afd/afd';
import type { OpenApiDescription } from '@afd/contracts';
import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { inTransaction, refuseStale, saveChange } from '../definition-store/definition-change.ts';
import { buildDescription, problemsOf } from './openapi-build.ts';
import { openApiDefinition } from './openapi-definition.ts';
import { openApiReadMe, referredFiles } from './openapi-package.ts';
import { openApiHttpProblems, openApiSchemaName } from './openapi-texts.ts';

// A definition's OpenAPI description (001 §7 'OpenAPI'): read and saved like its verbandscontroles
// (the whole description as one revision, 409 on a stale one, 400 with field errors when a §5 rule
// does not hold), validated as a document by a real OpenAPI parser, and exported as a ZIP: the
// document (YAML or JSON) with the schemas and code lists it refers to.

export interface OpenApiDescriptionAnswer {
  description: OpenApiDescription | null;
  functions: string[];
  revision: number;
}

export async function openApiDescriptionOf(db: Db, principal: Principal, organisationName: string, name: string): Promise<OpenApiDescriptionAnswer> {
  const { row, functions } = await openApiDefinition(db, principal, organisationName, name);
  return { description: row.openApiDescription ?? null, functions, revision: row.revision };
}

/** Saves the whole description, sorted and with path parameters required (001 §4), as the next revision based on `revision`. */
export async function saveOpenApiDescription(db: Db, principal: Principal, organisationName: string, name: string, description: OpenApiDescription, revision: number): Promise<OpenApiDescriptionAnswer> {
  return inTransaction(db, async (tx) => {
    const { row, functions } = await openApiDefinition(tx, principal, organisationName, name, { lock: true });
    refuseStale(row, revision);
    const stored = sortOpenApiDescription(description);
    const problems = descriptionFieldProblems(stored, functions);
    if (Object.keys(problems).length > 0) throw openApiHttpProblems.invalidFields(problems);
    const saved = await saveChange(tx, principal, row, 'openapi', { openApiDescription: stored });
    return { description: saved.openApiDescription ?? null, functions, revision: saved.revision };
  });
}

/** The description's errors (its own rules and the parser's), empty when valid (`POST .../validator`). */
export async function validateOpenApiDescription(db: Db, pool: CertificationPool, principal: Principal, request: { organisationName: string; name: string; description: OpenApiDescription }): Promise<string[]> {
  const built = await buildDescription(db, pool, principal, request);
  return problemsOf(built, request.description);
}

/**
 * The stored description as `{definitie}-OpenAPI.zip`: its document as `{definitie}-OpenAPI.yaml`
 * (or .json) with the function schemas and code lists it refers to and LEESMIJ.txt (ADR 0067).
 */
export async function exportOpenApiDescription(
  db: Db,
  pool: CertificationPool,
  principal: Principal,
  request: { organisationName: string; name: string; format: 'yaml' | 'json' },
): Promise<{ fileName: string; zip: Uint8Array }> {
  const { row } = await openApiDefinition(db, principal, request.organisationName, request.name);
  if (!row.openApiDescription) throw openApiHttpProblems.noDescription(row.name);
  const { document, sets } = await buildDescription(db, pool, principal, { ...request, description: row.openApiDescription });
  const stem = openApiSchemaName(row.name);
  const documentFile = request.format === 'json' ? { name: `${stem}.json`, content: `${JSON.stringify(document, null, 2)}\n` } : { name: `${stem}.yaml`, content: stringify(document, { lineWidth: 0 }) };
  const files = [documentFile, ...referredFiles(sets.values()), openApiReadMe([documentFile.name])];
  return { fileName: `${stem}.zip`, zip: zipSync(Object.fromEntries(files.map((file) => [file.name.replaceAll(/[\\/:]/g, '_'), strToU8(file.content)]))) };
}

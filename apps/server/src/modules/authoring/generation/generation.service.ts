import { multipleInstancesProblems } from '@afd/afd';
import type { JsonSchemaVersion } from '@afd/contracts';
import { strToU8, zipSync } from 'fflate';
import type { AppConfig } from '../../../config.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { generateOnPool } from './generate-on-pool.ts';
import { draftOf } from './json-schema-draft.ts';
import { generationInputOf, generationSourceOf, type GenerationSource } from './generation-source.ts';
import { generationProblems } from './generation-texts.ts';

// 'Download per functie' (001 §2 'Modals of the list', §7 `GET /Generate/{org}/{name}/{function}`):
// one active function's schema set as `{product}-{function}.zip` (001 §9), and before it the
// multiple-instances check (`GET /VerifyMultipleInstancesSchema/...`, ADR 0034).

export interface FunctionRequest {
  organisationName: string;
  name: string;
  functionName: string;
}

function functionOf(source: GenerationSource, functionName: string, { mustBeActive }: { mustBeActive: boolean }) {
  const found = source.definition.functions.find((fn) => fn.name === functionName);
  if (!found) throw generationProblems.functionNotFound(functionName);
  if (mustBeActive && !found.active) throw generationProblems.functionInactive(functionName);
  return found;
}

/** The function's schema set as a ZIP, with its download name. */
export async function functionSchemaZip(
  db: Db,
  config: AppConfig,
  pool: CertificationPool,
  principal: Principal,
  request: FunctionRequest & { jsonSchemaVersion?: JsonSchemaVersion },
): Promise<{ fileName: string; zip: Uint8Array }> {
  const draft = draftOf(request.jsonSchemaVersion, config);
  const source = await generationSourceOf(db, principal, request.organisationName, request.name);
  const fn = functionOf(source, request.functionName, { mustBeActive: true });
  const { schema, companions } = await generateOnPool(pool, generationInputOf(source, fn.name, draft));
  // One path segment per entry: a name never makes a folder, whatever a definition is called.
  const entries = Object.fromEntries([schema, ...companions].map((file) => [file.name.replaceAll(/[\\/:]/g, '_'), strToU8(file.content)]));
  return { fileName: `${source.row.name}-${fn.name}.zip`, zip: zipSync(entries) };
}

/** What may make several instances of an entity in the function's schema unusable; empty when nothing. */
export async function verifyMultipleInstances(db: Db, principal: Principal, request: FunctionRequest): Promise<string[]> {
  const source = await generationSourceOf(db, principal, request.organisationName, request.name);
  const fn = functionOf(source, request.functionName, { mustBeActive: false });
  return multipleInstancesProblems(source.library, source.definition, fn.name);
}

import { conformanceKitFiles, type FunctionKit } from '@afd/afd';
import { strToU8, zipSync } from 'fflate';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { generateOnPool } from '../generation/generate-on-pool.ts';
import { generationInputOf, generationSourceOf } from '../generation/generation-source.ts';
import { workbenchProblems } from './message-workbench-texts.ts';

// 'Genereer voorbeeldberichten' (issue 18, point 5): the conformance kit of a definition as it
// stands — per active function (issue 30: a switched-off function takes no messages, as it gets
// no schema from 'Download per functie' or a publication) its files generated as 'Download per
// functie' makes them, then the domain's kit, which checks every message it keeps with the
// workbench's check. Only the ZIP is written here; nothing is stored.

export interface KitRequest {
  organisationName: string;
  name: string;
  draft: '2019-09' | '2020-12' | undefined;
}

/** `{product}-voorbeeldberichten.zip` with a folder per active function, kit.json and LEESMIJ.txt. */
export async function conformanceKitZip(db: Db, pool: CertificationPool, principal: Principal, request: KitRequest): Promise<{ fileName: string; zip: Uint8Array }> {
  const source = await generationSourceOf(db, principal, request.organisationName, request.name);
  const active = source.definition.functions.filter((fn) => fn.active);
  if (active.length === 0) throw workbenchProblems.noActiveFunctionsForKit();
  const kits: FunctionKit[] = [];
  for (const fn of active) {
    const { schema, companions } = await generateOnPool(pool, generationInputOf(source, fn.name, request.draft));
    // On a worker: building and checking a kit's messages takes seconds of CPU for a large definition.
    kits.push(await pool.perform('functionKit', { library: source.library, definition: source.definition, functionName: fn.name, files: [schema, ...companions] }));
  }
  const files = conformanceKitFiles(
    { organisation: source.organisation.name, name: source.row.name, definitionVersion: source.definition.properties.definitionVersion, afdVersion: source.library.afdVersion, functions: source.definition.functions },
    kits,
  );
  return { fileName: `${source.row.name}-voorbeeldberichten.zip`, zip: zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]))) };
}

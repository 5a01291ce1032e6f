import type { BaselineLibrary } from '@afd/afd';
import type { FastifyInstance } from 'fastify';
import { storeBlob } from '../../../apps/server/src/db/blob-store.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import { baselineLibraries } from '../../../apps/server/src/db/schema/index.ts';
import { insertRegisterBaseline } from '../../../apps/server/src/shared/testing/register.fixture.ts';
import { largeDefinitionChoices } from './large-library.ts';

// The large library on a baseline of its own, and a definition over it made the way the
// definition page makes one: created through the API, then its choices saved through the API.

export interface LargeBaseline {
  id: string;
  /** 'Schade-Contractbericht-Particulier' style: the baseline's names joined with dashes. */
  name: string;
  names: { certificationArea: string; messageType: string; applicationArea: string };
  libraryId: string;
}

/** A baseline (fresh or given names) with `library` as its only library, without running an upload. */
export async function insertLargeBaseline(database: Database, library: BaselineLibrary, names?: LargeBaseline['names']): Promise<LargeBaseline> {
  const baseline = await insertRegisterBaseline(database, names);
  const blob = await storeBlob(database.db, new TextEncoder().encode('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>'), 'application/xml');
  const [row] = await database.db
    .insert(baselineLibraries)
    .values({ baselineSchemaId: baseline.id, afdVersion: library.afdVersion, fileName: 'groot.xsd', contentBlobId: blob.id, library, datacatVersion: '20260201' })
    .returning({ id: baselineLibraries.id });
  if (!row) throw new Error('library not written');
  const [certificationArea, messageType, applicationArea] = baseline.name.split('-') as [string, string, string];
  return { id: baseline.id, name: baseline.name, names: { certificationArea, messageType, applicationArea }, libraryId: row.id };
}

export interface LargeDefinition {
  organisation: string;
  name: string;
  /** The definition's functions, in order (the base functions a new definition starts with). */
  functionNames: string[];
  /** The revision after the choices were saved: the next save is based on it. */
  revision: number;
}

/** The path of the definition page's save: PUT /api/Productdefinities/{organisation}/{name}/{user}/{dateTime}. */
export const saveUrl = (organisation: string, name: string, user = 'Bench', dateTime = new Date().toLocaleString('nl-NL')) =>
  `/api/Productdefinities/${[organisation, name, user, dateTime].map(encodeURIComponent).join('/')}`;

/** Creates the definition (POST) on the baseline's library and saves `largeDefinitionChoices` over it (PUT). */
export async function createLargeDefinition(
  app: FastifyInstance,
  headers: Record<string, string>,
  { organisation, name, baseline, library }: { organisation: string; name: string; baseline: LargeBaseline; library: BaselineLibrary },
): Promise<LargeDefinition> {
  const created = await app.inject({ method: 'POST', url: `/api/Productdefinities/${encodeURIComponent(organisation)}/${encodeURIComponent(name)}`, headers, payload: baseline.names });
  if (created.statusCode !== 201) throw new Error(`create definition: ${created.statusCode} ${created.body.slice(0, 300)}`);
  const definition = created.json<{ revision: number; functions: { name: string }[] }>();
  const functionNames = definition.functions.map((fn) => fn.name);
  const saved = await app.inject({ method: 'PUT', url: saveUrl(organisation, name), headers, payload: { revision: definition.revision, ...largeDefinitionChoices(library, functionNames) } });
  if (saved.statusCode !== 200) throw new Error(`save definition: ${saved.statusCode} ${saved.body.slice(0, 300)}`);
  return { organisation, name, functionNames, revision: definition.revision + 1 };
}

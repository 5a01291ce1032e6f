import type { PublishDefinitionBody, PublishDefinitionResult } from '@afd/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { organisationSchemas } from '../../../db/schema/index.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { contextOfBaseline } from '../../../shared/certification/certification-context.ts';
import { latestLibraryOf } from '../definition-store/baseline-library-reads.ts';
import { draftOf } from './json-schema-draft.ts';
import { generateOnPool } from './generate-on-pool.ts';
import { certifyFunction } from './certify-function.ts';
import { generationInputOf, generationSourceOf, type GenerationSource } from './generation-source.ts';
import { generationProblems } from './generation-texts.ts';
import { compatibilityOnPool } from '../../../shared/certification/schema-version-record.ts';
import { lockDefinitionForPublication, storeFunctionSchema, type CertifiedEntry } from './store-function-schema.ts';

// 'Certificeer en publiceer' (001 §2, §4 'Publish', §7 `POST /GenerateCertifiyPublish/{org}/{name}`):
// every active function's schema is generated, certified with the checks uploads get, enriched and
// stored as an organisation schema `{definitie}-{functie}` of origin 'definition' with the chosen
// register and download flags and the definition's tag (ADR 0034). All or nothing: one function
// that does not certify stops the whole call with its findings, and nothing is written.

export interface PublishRequest {
  organisationName: string;
  name: string;
  body: PublishDefinitionBody;
}

/** The organisation schema's name for one function of a definition. */
export const functionSchemaName = (definitionName: string, functionName: string) => `${definitionName}-${functionName}`;

export async function certifyAndPublishDefinition(
  db: Db,
  config: AppConfig,
  pool: CertificationPool,
  principal: Principal,
  request: PublishRequest,
  now = new Date(),
): Promise<PublishDefinitionResult> {
  const { body } = request;
  if (body.isDownloadable && !body.isPublished) throw generationProblems.downloadNeedsPublished();
  const source = await generationSourceOf(db, principal, request.organisationName, request.name);
  const functions = source.definition.functions.filter((fn) => fn.active);
  if (functions.length === 0) throw generationProblems.noActiveFunctions();
  // Certification is always against the baseline's current library, as for an upload.
  const latest = await latestLibraryOf(db, source.baseline.id);
  if (latest?.id !== source.libraryId) throw generationProblems.notOnLatestLibrary();
  const draft = draftOf(body.jsonSchemaVersion, config);
  const afd1Context = source.library.afdVersion === 1 ? await contextOfBaseline(db, source.baseline.id, source.baseline.names) : null;

  const certified: CertifiedEntry[] = [];
  for (const fn of functions) {
    const set = await generateOnPool(pool, generationInputOf(source, fn.name, draft));
    const schemaName = functionSchemaName(source.row.name, fn.name);
    const result = await certifyFunction({ source, set, schemaName, afd1Context, pool, now, publicUrl: config.publicUrl });
    certified.push({ functionName: fn.name, schemaName, set, result });
  }
  const findings = Object.fromEntries(certified.filter((entry) => entry.result.findings.length > 0).map((entry) => [entry.functionName, entry.result.findings]));
  if (Object.keys(findings).length > 0) throw generationProblems.notCertifiable(findings);

  const schemas = await db.transaction(async (tx) => {
    await lockDefinitionForPublication(tx, source);
    const stored: PublishDefinitionResult['schemas'] = [];
    for (const entry of certified) {
      await refuseOtherOrigin(tx, source, entry.schemaName);
      const { version, compatibility } = await storeFunctionSchema(tx, principal, source, entry, body, now, compatibilityOnPool(pool));
      stored.push({ function: entry.functionName, schemaName: entry.schemaName, version, kenmerk: entry.result.kenmerk, ...(compatibility ? { compatibility } : {}) });
    }
    return stored;
  });
  return { schemas, organisation: source.organisation.name, baselineId: source.baseline.id, isPublished: body.isPublished, isDownloadable: body.isDownloadable };
}

/** A schema of the same name that an upload or a manual certification made is the user's to rename, never ours to replace. */
async function refuseOtherOrigin(tx: Tx, source: GenerationSource, schemaName: string): Promise<void> {
  const [existing] = await tx
    .select({ origin: organisationSchemas.origin })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, source.organisation.id), sql`lower(${organisationSchemas.name}) = lower(${schemaName})`));
  if (existing && existing.origin !== 'definition') throw generationProblems.nameOfOtherOrigin(schemaName);
}

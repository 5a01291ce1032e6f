import type { RevalidationResult } from '@afd/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baselineLibraries, organisations, organisationSchemas } from '../../db/schema/index.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { baselineKeyNames } from '../../shared/baseline-keys.ts';
import { certificateReasons, revokeCertificate } from '../../shared/certification/certificate-record.ts';
import { schemaRecertifier, type StoredCertifiedSchema } from '../../shared/certification/recertify-stored-schema.ts';

// Hervalideer (spec 000 §2 screen 13, §7): every certified AFD 1.0 schema is checked again against
// the current library of its baseline, spread over the certification pool's worker threads. A
// schema certified by hand was judged by a person: it is reported only when the checker finds an
// error, not for the constructs that sent it to manual validation.

interface StoredSchema extends StoredCertifiedSchema {
  id: string;
  name: string;
  organisation: string;
}

/** Told how many schemas are checked of the total: at the start and after each schema. */
export type RevalidationProgress = (done: number, total: number) => Promise<void>;

/**
 * The schemas that no longer validate, in Dutch order of organisation and name; their certificates
 * are withdrawn (the only write). A
 * progress callback that throws (the run was stopped) ends the check.
 */
export async function revalidateAll(db: Db, pool: CertificationPool, progress?: RevalidationProgress): Promise<RevalidationResult[]> {
  const schemas = await certifiedAfd1Schemas(db);
  await progress?.(0, schemas.length);
  let done = 0;
  const recertify = schemaRecertifier(db, pool, schemas);
  const revalidateOne = async (schema: StoredSchema): Promise<RevalidationResult | null> => {
    const outcome = await recertify(schema);
    if (!outcome || outcome.stillValid) return null;
    // What no longer certifies loses its certificate at once (issue 18); a second run finds it
    // withdrawn already. A check past the time limit is no verdict: the certificate stays.
    if (!outcome.undecided) await revokeCertificate(db, schema.id, certificateReasons.revalidationFailed, new Date());
    const { organisation, name, certificationArea, messageType, applicationArea } = schema;
    return { certificationArea, messageType, applicationArea, organisation, name, messageList: outcome.messages };
  };

  // A few schemas per worker in flight: the workers stay busy, while memory holds only the files
  // being checked, not every schema's content at once.
  const outcomes: (RevalidationResult | null)[] = [];
  let next = 0;
  const runner = async () => {
    while (next < schemas.length) {
      const index = next++;
      const schema = schemas[index];
      if (schema) outcomes[index] = await revalidateOne(schema);
      done += 1;
      await progress?.(done, schemas.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, pool.size) * 2 }, runner));
  const collator = new Intl.Collator('nl-NL', { sensitivity: 'base' });
  return outcomes
    .filter((outcome): outcome is RevalidationResult => outcome !== null)
    .sort((a, b) => collator.compare(a.organisation, b.organisation) || collator.compare(a.name, b.name));
}

async function certifiedAfd1Schemas(db: Db): Promise<StoredSchema[]> {
  const rows = await db
    .selectDistinct({
      id: organisationSchemas.id,
      name: organisationSchemas.name,
      origin: organisationSchemas.origin,
      fileName: organisationSchemas.fileName,
      contentBlobId: organisationSchemas.contentBlobId,
      baselineSchemaId: organisationSchemas.baselineSchemaId,
      organisation: organisations.name,
      certificationArea: baselineKeyNames.certificationArea,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
    })
    .from(organisationSchemas)
    .innerJoin(organisations, eq(organisations.id, organisationSchemas.organisationId))
    .innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, organisationSchemas.baselineSchemaId))
    .innerJoin(baselineLibraries, and(eq(baselineLibraries.baselineSchemaId, baselineKeyNames.baselineSchemaId), eq(baselineLibraries.afdVersion, 1)))
    .where(and(isNotNull(organisationSchemas.contentBlobId), eq(baselineKeyNames.certificationAreaVersion, '1')));
  return rows.flatMap(({ contentBlobId, baselineSchemaId, ...row }) => (contentBlobId && baselineSchemaId ? [{ ...row, contentBlobId, baselineSchemaId }] : []));
}

import { isCertifiable, type CertificationResult } from '@afd/afd';
import type { RevalidationResult } from '@afd/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readBlob } from '../../db/blob-store.ts';
import { baselineLibraries, organisations, organisationSchemas } from '../../db/schema/index.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { WorkerTaskTimeout } from '../../jobs/worker-task-timeout.ts';
import { baselineKeyNames } from '../../shared/baseline-keys.ts';
import { contextOfBaseline, type CertificationContext } from '../../shared/certification/certification-context.ts';

// Hervalideer (spec 000 §2 screen 13, §7): every certified AFD 1.0 schema is checked again against
// the current library of its baseline, spread over the certification pool's worker threads. A
// schema certified by hand was judged by a person: it is reported only when the checker finds an
// error, not for the constructs that sent it to manual validation.

interface StoredSchema {
  name: string;
  origin: 'upload' | 'manual' | 'definition';
  fileName: string | null;
  contentBlobId: string;
  baselineSchemaId: string;
  organisation: string;
  certificationArea: string;
  messageType: string;
  applicationArea: string;
}

/** The schemas that no longer validate, in Dutch order of organisation and name. Reads only. */
export async function revalidateAll(db: Db, pool: CertificationPool): Promise<RevalidationResult[]> {
  const schemas = await certifiedAfd1Schemas(db);
  const contexts = new Map<string, Promise<CertificationContext | null>>();
  const contextOf = (schema: StoredSchema) => {
    let context = contexts.get(schema.baselineSchemaId);
    if (!context) {
      context = contextOfBaseline(db, schema.baselineSchemaId, schema);
      contexts.set(schema.baselineSchemaId, context);
    }
    return context;
  };

  const revalidateOne = async (schema: StoredSchema): Promise<RevalidationResult | null> => {
    const [context, blob] = await Promise.all([contextOf(schema), readBlob(db, schema.contentBlobId)]);
    if (!context || !blob) return null;
    const { organisation, name, certificationArea, messageType, applicationArea } = schema;
    try {
      const result = await pool.run({
        xsd: blob.content,
        fileName: schema.fileName ?? 'afdSchema.xsd',
        library: context.library,
        baselineXsd: context.baselineXsd,
        xpathRules: context.xpathRules,
        catalogue: { version: context.catalogueVersion, xsdFiles: context.catalogueFiles },
      });
      if (stillValid(schema.origin, result)) return null;
      return { certificationArea, messageType, applicationArea, organisation, name, messageList: result.messages };
    } catch (error) {
      // One schema past the time limit must not cost the administrator the answer for all others:
      // it is listed as not revalidated, with the reason.
      if (!(error instanceof WorkerTaskTimeout)) throw error;
      return { certificationArea, messageType, applicationArea, organisation, name, messageList: [{ severity: 1, message: error.title, description: error.detail ?? '' }] };
    }
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
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, pool.size) * 2 }, runner));
  const collator = new Intl.Collator('nl-NL', { sensitivity: 'base' });
  return outcomes
    .filter((outcome): outcome is RevalidationResult => outcome !== null)
    .sort((a, b) => collator.compare(a.organisation, b.organisation) || collator.compare(a.name, b.name));
}

function stillValid(origin: StoredSchema['origin'], result: CertificationResult): boolean {
  if (origin === 'manual') return result.messages.every((message) => message.severity === 0);
  return isCertifiable(result);
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
    .where(and(isNotNull(organisationSchemas.contentBlobId), eq(baselineKeyNames.communityVersion, '1')));
  return rows.flatMap(({ contentBlobId, baselineSchemaId, ...row }) => (contentBlobId && baselineSchemaId ? [{ ...row, contentBlobId, baselineSchemaId }] : []));
}

import { isCertifiable, type CertificationMessage, type CertificationResult } from '@afd/afd';
import type { Db } from '../../db/client.ts';
import { blobReadAhead } from '../../db/blob-read-ahead.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { WorkerTaskStopped } from '../../jobs/worker-task-stopped.ts';
import type { BaselineKeyNames } from '../baseline-keys.ts';
import { contextOfBaseline, type CertificationContext } from './certification-context.ts';

// A stored AFD 1.0 schema certified again against the current library of its baseline, on the
// certification pool's worker threads: Hervalideer and the certified-definitions report ask the
// same question. A schema certified by hand was judged by a person: it fails only when the checker
// finds an error, not for the constructs that sent it to manual validation.

export interface StoredCertifiedSchema extends BaselineKeyNames {
  origin: 'upload' | 'manual' | 'definition';
  fileName: string | null;
  contentBlobId: string;
  baselineSchemaId: string;
}

/** Null when the schema cannot be checked (no library or file); otherwise whether it still certifies, and the messages. */
export type Recertification = { stillValid: boolean; messages: CertificationMessage[]; /** The check ran past the time limit or memory ceiling: no verdict. */ undecided?: true } | null;

/** A schema certified by hand fails only on an error; any other must be certifiable. */
export function stillValid(origin: StoredCertifiedSchema['origin'], result: CertificationResult): boolean {
  if (origin === 'manual') return result.messages.every((message) => message.severity === 0);
  return isCertifiable(result);
}

/**
 * A checker for the given schemas: each baseline's context is read once, and the files a batch at
 * a time in this order (blob-read-ahead.ts). A schema not in the list is checked too, only slower.
 */
export function schemaRecertifier(db: Db, pool: CertificationPool, schemas: readonly StoredCertifiedSchema[]): (schema: StoredCertifiedSchema) => Promise<Recertification> {
  const readFile = blobReadAhead(db, schemas.map((schema) => schema.contentBlobId));
  const contexts = new Map<string, Promise<CertificationContext | null>>();
  const contextOf = (schema: StoredCertifiedSchema) => {
    let context = contexts.get(schema.baselineSchemaId);
    if (!context) {
      context = contextOfBaseline(db, schema.baselineSchemaId, schema);
      contexts.set(schema.baselineSchemaId, context);
    }
    return context;
  };
  return async (schema) => {
    const [context, blob] = await Promise.all([contextOf(schema), readFile(schema.contentBlobId)]);
    if (!context || !blob) return null;
    return certifyStoredSchema(pool, context, schema, blob.content);
  };
}

/** What an AFD 1.0 certification needs of its baseline: the current one, or a library not yet stored (impact analysis). */
export type Afd1Baseline = Pick<CertificationContext, 'library' | 'baselineXsd' | 'xpathRules' | 'catalogueVersion' | 'catalogueFiles'>;

/** One stored AFD 1.0 schema against a baseline, on the pool; a schema past the time limit or memory ceiling counts as not certifying. */
export async function certifyStoredSchema(pool: CertificationPool, baseline: Afd1Baseline, schema: Pick<StoredCertifiedSchema, 'origin' | 'fileName'>, content: Uint8Array): Promise<NonNullable<Recertification>> {
  try {
    const result = await pool.run({
      xsd: content,
      fileName: schema.fileName ?? 'afdSchema.xsd',
      library: baseline.library,
      baselineXsd: baseline.baselineXsd,
      xpathRules: baseline.xpathRules,
      catalogue: { version: baseline.catalogueVersion, xsdFiles: baseline.catalogueFiles },
    });
    return { stillValid: stillValid(schema.origin, result), messages: result.messages };
  } catch (error) {
    // One schema past the time limit or the memory ceiling must not cost the answer for all
    // others: it counts as not certifying, with the reason.
    if (!(error instanceof WorkerTaskStopped)) throw error;
    return { stillValid: false, messages: [{ severity: 1, message: error.title, description: error.detail ?? '' }], undecided: true };
  }
}

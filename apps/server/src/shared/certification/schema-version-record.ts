import type { CompatibilityWithEarlier } from '@afd/afd';
import type { SchemaCompatibility, VersionCompatibility } from '@afd/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { readBlobs } from '../../db/blob-store.ts';
import { baselineLibraries, datacatalogs, organisationSchemas, organisationSchemaVersions } from '../../db/schema/index.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import type { CompatibilityTask } from '../../jobs/compatibility-task.ts';

// The version history of organisation schemas (issue 32, ADR 0070). The schema's row holds its
// current version only; every certification also records the version here, with its content, and
// decides its compatibility with the earlier published versions of the name, in the same
// transaction as the row (nothing half-written). The decision runs on the worker pool.

/** Runs a compatibility task: on the pool in the app, inline where no pool is at hand. */
export type CompatibilityDecider = (task: CompatibilityTask) => Promise<CompatibilityWithEarlier>;

/** The decider of a pool (its size 0 runs inline). */
export const compatibilityOnPool =
  (pool: CertificationPool): CompatibilityDecider =>
  (task) =>
    pool.perform('compatibility', task);

export interface CertifiedVersion {
  organisationSchemaId: string;
  organisationId: string;
  name: string;
  version: number;
  fileName: string;
  contentBlobId: string;
  companionFiles: { name: string; content: string }[];
  baselineSchemaId: string;
  baselineLibraryId: string;
  certifiedAt: Date;
  published: boolean;
}

/** A stored version, as the comparisons read it. */
export interface StoredVersion {
  version: number;
  fileName: string | null;
  contentBlobId: string | null;
  afdVersion: number | null;
  baselineLibraryId: string | null;
}

const storedVersionColumns = {
  version: organisationSchemaVersions.version,
  fileName: organisationSchemaVersions.fileName,
  contentBlobId: organisationSchemaVersions.contentBlobId,
  afdVersion: organisationSchemaVersions.afdVersion,
  baselineLibraryId: organisationSchemaVersions.baselineLibraryId,
};

/** The schema's published versions before `before`, oldest first. */
export async function publishedVersionsBefore(db: Db | Tx, organisationSchemaId: string, before: number): Promise<StoredVersion[]> {
  return db
    .select(storedVersionColumns)
    .from(organisationSchemaVersions)
    .where(
      and(
        eq(organisationSchemaVersions.organisationSchemaId, organisationSchemaId),
        lt(organisationSchemaVersions.version, before),
        isNotNull(organisationSchemaVersions.publishedAt),
      ),
    )
    .orderBy(asc(organisationSchemaVersions.version));
}

/**
 * Records the new version and decides its compatibility with the latest published version before
 * it (and, when the schema's owner asks for it, with every earlier published one). Answers what
 * was stored; null when no earlier version was published.
 */
export async function recordCertifiedVersion(tx: Tx, decide: CompatibilityDecider, version: CertifiedVersion): Promise<SchemaCompatibility | null> {
  const [schema] = await tx
    .select({ checkAllVersions: organisationSchemas.checkAllVersions })
    .from(organisationSchemas)
    .where(eq(organisationSchemas.id, version.organisationSchemaId));
  const [library] = await tx.select({ afdVersion: baselineLibraries.afdVersion }).from(baselineLibraries).where(eq(baselineLibraries.id, version.baselineLibraryId));
  const transitive = schema?.checkAllVersions ?? false;
  const published = await publishedVersionsBefore(tx, version.organisationSchemaId, version.version);
  const compared = transitive ? published : published.slice(-1);
  const newer: StoredVersion = {
    version: version.version,
    fileName: version.fileName,
    contentBlobId: version.contentBlobId,
    afdVersion: library?.afdVersion ?? null,
    baselineLibraryId: version.baselineLibraryId,
  };
  const compatibility = compared.length === 0 ? null : await decideAgainst(tx, decide, newer, compared, transitive);
  // A version row left by a deleted schema of the same name gives way (its schema is gone).
  await tx
    .delete(organisationSchemaVersions)
    .where(
      and(
        eq(organisationSchemaVersions.organisationId, version.organisationId),
        sql`lower(${organisationSchemaVersions.name}) = lower(${version.name})`,
        eq(organisationSchemaVersions.version, version.version),
        isNull(organisationSchemaVersions.organisationSchemaId),
      ),
    );
  await tx.insert(organisationSchemaVersions).values({
    organisationSchemaId: version.organisationSchemaId,
    organisationId: version.organisationId,
    name: version.name,
    version: version.version,
    afdVersion: newer.afdVersion,
    fileName: version.fileName,
    contentBlobId: version.contentBlobId,
    companionFiles: version.companionFiles,
    baselineSchemaId: version.baselineSchemaId,
    baselineLibraryId: version.baselineLibraryId,
    certifiedAt: version.certifiedAt,
    publishedAt: version.published ? version.certifiedAt : null,
    compatibility,
  });
  return compatibility;
}

/** Decides the newer version against the earlier ones (oldest first); a comparison that cannot run is left to a person, with the reason. */
export async function decideAgainst(
  db: Db | Tx,
  decide: CompatibilityDecider,
  newer: StoredVersion,
  earlier: readonly StoredVersion[],
  transitive: boolean,
): Promise<SchemaCompatibility> {
  const manual = (reason: string): SchemaCompatibility => ({
    version: newer.version,
    transitive,
    against: [...earlier].reverse().map((old) => ({ version: old.version, newAcceptedByOld: { verdict: 'handmatig', reasons: [reason] }, oldAcceptedByNew: { verdict: 'handmatig', reasons: [reason] } })),
    breaks: [],
  });
  const comparable = earlier.filter((old) => old.afdVersion === newer.afdVersion);
  const otherStandard = earlier.filter((old) => old.afdVersion !== newer.afdVersion);
  const context = await compatibilityContextOf(db, newer.baselineLibraryId);
  if (!context) return manual('De catalogus van deze versie is niet meer beschikbaar; de versies zijn niet vergeleken.');
  const files = await readBlobs(db, [newer, ...comparable].map((v) => v.contentBlobId).filter((id): id is string => id !== null));
  const fileOf = (v: StoredVersion) => {
    const blob = v.contentBlobId ? files.get(v.contentBlobId) : undefined;
    return blob ? { fileName: v.fileName ?? `versie-${v.version}`, content: blob.content } : null;
  };
  const newerFile = fileOf(newer);
  if (!newerFile) return manual('Het bestand van deze versie is niet gevonden.');
  const readable = comparable.flatMap((old) => {
    const file = fileOf(old);
    return file ? [{ version: old.version, file }] : [];
  });
  let result: CompatibilityWithEarlier | null = null;
  let failure: string | null = null;
  if (readable.length > 0) {
    try {
      result = await decide({ newer: newerFile, earlier: readable, context });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  const against: VersionCompatibility[] = [...earlier].reverse().map((old) => {
    const decided = result?.versions.find((entry) => entry.version === String(old.version));
    if (decided) return { version: old.version, ...decided.compatibility };
    const reason = otherStandard.includes(old)
      ? `Versie ${old.version} is van een andere AFD-versie; de versies zijn niet vergeleken.`
      : failure
        ? `De vergelijking met versie ${old.version} kon niet worden uitgevoerd: ${failure}`
        : `Het bestand van versie ${old.version} is niet gevonden.`;
    return { version: old.version, newAcceptedByOld: { verdict: 'handmatig', reasons: [reason] }, oldAcceptedByNew: { verdict: 'handmatig', reasons: [reason] } };
  });
  const breaks = against.filter((entry) => entry.newAcceptedByOld.verdict === 'niet-compatibel' || entry.oldAcceptedByNew.verdict === 'niet-compatibel').map((entry) => entry.version);
  return { version: newer.version, transitive, against, breaks };
}

/** What reading a version needs: the catalogue its library was parsed against (its XSD files for AFD 1.0, its code lists for AFD 2.0). */
async function compatibilityContextOf(db: Db | Tx, baselineLibraryId: string | null): Promise<CompatibilityTask['context'] | null> {
  if (!baselineLibraryId) return null;
  const [library] = await db
    .select({ afdVersion: baselineLibraries.afdVersion, datacatalogId: baselineLibraries.datacatalogId })
    .from(baselineLibraries)
    .where(eq(baselineLibraries.id, baselineLibraryId));
  if (!library?.datacatalogId) return null;
  const [catalogue] = await db
    .select({ version: datacatalogs.version, xsdFiles: datacatalogs.xsdFiles, model: datacatalogs.catalogue })
    .from(datacatalogs)
    .where(eq(datacatalogs.id, library.datacatalogId));
  if (!catalogue) return null;
  if (library.afdVersion === 1) return { afdVersion: 1, catalogueVersion: catalogue.version, catalogueXsdFiles: catalogue.xsdFiles };
  return { afdVersion: 2, codeLists: (catalogue.model as { codeLists?: Extract<CompatibilityTask['context'], { afdVersion: 2 }>['codeLists'] }).codeLists ?? [] };
}

/** The schema's current version becomes published (the register's Publiceer); a version once published stays so in the history. */
export async function markCurrentVersionPublished(tx: Db | Tx, organisationSchemaId: string, at: Date): Promise<void> {
  await tx
    .update(organisationSchemaVersions)
    .set({ publishedAt: sql`coalesce(${organisationSchemaVersions.publishedAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(organisationSchemaVersions.organisationSchemaId, organisationSchemaId),
        sql`${organisationSchemaVersions.version} = (select ${organisationSchemas.version} from ${organisationSchemas} where ${organisationSchemas.id} = ${organisationSchemaId})`,
      ),
    );
}

/** A renamed schema's versions carry its new name (the public call finds them by it). */
export async function renameVersions(tx: Tx, organisationSchemaId: string, name: string): Promise<void> {
  await tx.update(organisationSchemaVersions).set({ name }).where(eq(organisationSchemaVersions.organisationSchemaId, organisationSchemaId));
}

/** Removes a deleted schema's versions; answers their files for the caller to delete when nothing else refers to them. */
export async function deleteVersionsOf(tx: Tx, organisationSchemaId: string): Promise<string[]> {
  const removed = await tx
    .delete(organisationSchemaVersions)
    .where(eq(organisationSchemaVersions.organisationSchemaId, organisationSchemaId))
    .returning({ contentBlobId: organisationSchemaVersions.contentBlobId });
  return [...new Set(removed.map((row) => row.contentBlobId).filter((id): id is string => id !== null))];
}

/** Whether any stored version still refers to these files. */
export async function versionFilesInUse(tx: Tx, blobIds: readonly string[]): Promise<Set<string>> {
  if (blobIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: organisationSchemaVersions.contentBlobId })
    .from(organisationSchemaVersions)
    .where(inArray(organisationSchemaVersions.contentBlobId, [...blobIds]));
  return new Set(rows.map((row) => row.id).filter((id): id is string => id !== null));
}

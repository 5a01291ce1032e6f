import { supplementCatalogue } from '@afd/afd';
import { eq, sql } from 'drizzle-orm';
import type { DatacatalogUploadResult } from '@afd/contracts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { storeBlob } from '../../db/blob-store.ts';
import { datacatalogs } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { zipProblem } from '../../http/safe-zip.ts';
import type { SingleFileUpload } from '../../http/single-file-upload.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { readCurrentCatalogue, type CurrentCatalogue } from '../../shared/current-catalogue.ts';

const maxProblemsInDetail = 5;

const versionExists = (version: string) =>
  new HttpProblem(
    409,
    'Versie bestaat al',
    `Datacatalogus ${version} is al geüpload. Een geüploade versie wordt niet overschreven, omdat baselines en certificeringen ernaar verwijzen; geef de nieuwe datacatalogus een eigen versie.`,
  );

const supplementNotice = (version: string) =>
  `De ZIP bevat alleen codelijstbestanden van SIVI: hun codelijsten zijn toegevoegd aan datacatalogus ${version} (een lijst met dezelfde naam is vervangen); de rest van die versie blijft zoals die was.`;

/**
 * Reads a catalogue ZIP and stores it as the new current version (ZIP, model and XSD files, audit:
 * one transaction); a ZIP of SIVI's code-list files alone supplements the current version.
 * Parsing a full catalogue takes about a second of CPU: it runs on the worker pool so every other
 * request keeps being answered meanwhile.
 */
export async function uploadDatacatalog(db: Db, pool: CertificationPool, actor: Principal, upload: SingleFileUpload): Promise<DatacatalogUploadResult> {
  if (!/\.(zip|afm)$/i.test(upload.fileName)) {
    throw new HttpProblem(415, 'Ongeldig bestandstype', `${upload.fileName || 'Het bestand'} heeft een ongeldig bestandstype. Upload de datacatalogus als één ZIP-bestand.`);
  }
  // The ZIP is inflated on the worker pool too: a bomb stops at its limit there, not here.
  const read = await pool.perform('readCatalogueZip', { zip: upload.content, fileName: upload.fileName });
  if (read.zipRefused !== null) throw zipProblem(read.zipRefused);
  const parsed = read.parse;
  if (!parsed.ok) {
    const shown = parsed.problems.slice(0, maxProblemsInDetail);
    const more = parsed.problems.length - shown.length;
    throw new HttpProblem(400, parsed.title, [...shown, ...(more > 0 ? [`En nog ${more} melding(en).`] : [])].join(' '), { [upload.fileName]: parsed.problems });
  }
  return db.transaction(async (tx) => {
    // One upload at a time: two of the same version must not both find it free.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('datacatalog_upload'))`);
    // SIVI's code-list files alone add to the current catalogue instead of replacing it (ADR 0026).
    const supplemented = parsed.codeListsOnly ? await readCurrentCatalogue(tx) : null;
    const catalogue = supplemented ? supplementCatalogue(supplemented.catalogue, parsed.catalogue) : parsed.catalogue;
    // A version is immutable once uploaded: baseline libraries and certifications refer to it (ADR 0028).
    const [existing] = await tx.select({ id: datacatalogs.id }).from(datacatalogs).where(eq(datacatalogs.version, catalogue.version)).limit(1);
    if (existing) throw versionExists(catalogue.version);
    const xsdFiles = supplemented ? supplemented.xsdFiles : parsed.xsdFiles;
    const warnings = supplemented ? [...parsed.warnings, supplementNotice(supplemented.version)] : parsed.warnings;
    const blob = await storeBlob(tx, upload.content, 'application/zip');
    const [row] = await tx
      .insert(datacatalogs)
      .values({ version: catalogue.version, catalogue, xsdFiles, zipBlobId: blob.id, uploadedByUserId: actor.userId })
      .returning({ id: datacatalogs.id, createdAt: datacatalogs.createdAt });
    if (!row) throw new Error('datacatalog insert returned no row');
    const result: DatacatalogUploadResult = {
      id: row.id,
      version: catalogue.version,
      sources: catalogue.sources,
      entityCount: catalogue.entities.length,
      codeListCount: catalogue.codeLists.length,
      files: parsed.files,
      warnings,
      uploadedAt: row.createdAt.toISOString(),
    };
    await recordAudit(tx, actor, {
      action: 'datacatalog.uploaded',
      entityType: 'datacatalog',
      entityId: row.id,
      after: { version: catalogue.version, fileName: upload.fileName, files: parsed.files, sha256: blob.sha256, supplements: supplemented?.id ?? null },
    });
    return result;
  });
}

/** The current catalogue, or a Dutch 404 when none was uploaded yet. */
export async function currentCatalogueOrProblem(db: Db): Promise<CurrentCatalogue> {
  const current = await readCurrentCatalogue(db);
  if (!current) throw new HttpProblem(404, 'Geen datacatalogus', 'Er is nog geen datacatalogus geüpload.');
  return current;
}

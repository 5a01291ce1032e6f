import {
  baselineUploadFieldsSchema,
  baselineXpathListSchema,
  type BaselineMetadata,
  type BaselineSchema,
  type BaselineUploadResult,
  type BaselineUsage,
} from '@afd/contracts';
import type { BaselineFileParse } from '@afd/afd';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { deleteBlob, readBlob, sha256Hex, storeBlob } from '../../db/blob-store.ts';
import {
  baselineLibraries,
  baselineSchemas,
  baselineSchemaXpathRules,
  definitions,
  dimensions,
  manualCertificationRequests,
  organisations,
  organisationSchemas,
  uploadedSchemas,
  xpathRules,
} from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import type { SingleFileUpload } from '../../http/single-file-upload.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { readCurrentCatalogue, type CurrentCatalogue } from '../../shared/current-catalogue.ts';
import { isCombinationAllowed } from '../../shared/combination-allowed.ts';
import type { BaselineKeyIds } from '../../shared/baseline-keys.ts';
import { currentLibraryOf, readBaselines } from './baseline-schemas.repository.ts';

const maxMessagesInDetail = 5;

/** Whether this caller sees a baseline: the 'beheerders only' flag hides it from non-administrators. */
export function visibleTo(principal: Principal, baseline: BaselineSchema): boolean {
  return principal.roles.isAdministrator || !baseline.metaData.beheerdersonly;
}

const notFound = () => new HttpProblem(404, 'Niet gevonden', 'Er bestaat geen baseline schema met deze sleutel.');

/** Every baseline the caller may see. */
export async function listBaselines(db: Db, principal: Principal): Promise<BaselineSchema[]> {
  return (await readBaselines(db)).filter((baseline) => visibleTo(principal, baseline));
}

/** The baseline of a key (the existence check), or 404. */
export async function baselineOfKey(db: Db, principal: Principal, key: BaselineKeyIds): Promise<BaselineSchema> {
  const [baseline] = await readBaselines(db, { key });
  if (!baseline || !visibleTo(principal, baseline)) throw notFound();
  return baseline;
}

/** The current file of a baseline by its idBasedAreakey, or 404. */
export async function baselineFile(db: Db, principal: Principal, idBasedAreakey: string) {
  const [baseline] = await readBaselines(db, { id: idBasedAreakey });
  if (!baseline || !visibleTo(principal, baseline)) throw notFound();
  const library = await currentLibraryOf(db, baseline.id);
  const blob = library ? await readBlob(db, library.contentBlobId) : null;
  if (!library || !blob) throw new HttpProblem(404, 'Niet gevonden', 'Deze baseline heeft (nog) geen bestand.');
  return { fileName: library.fileName, contentType: blob.contentType, content: blob.content };
}

function uploadProblem(fileName: string, title: string, messages: { message: string; description: string }[]): HttpProblem {
  const lines = messages.map((message) => `${message.message} ${message.description}`.trim());
  const shown = lines.slice(0, maxMessagesInDetail);
  const more = lines.length - shown.length;
  return new HttpProblem(400, title, [...shown, ...(more > 0 ? [`En nog ${more} melding(en).`] : [])].join(' '), { [fileName || 'bestand']: lines });
}

function readXpathList(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new HttpProblem(400, 'Ongeldige invoer', 'De lijst van XPath-regels is geen geldige JSON.', { xpathlist: ['Geen geldige JSON-lijst van namen'] });
  }
  const list = baselineXpathListSchema.safeParse(parsed);
  if (!list.success) throw new HttpProblem(400, 'Ongeldige invoer', 'De lijst van XPath-regels moet een lijst van namen zijn.', { xpathlist: ['Verwacht een lijst van namen'] });
  return [...new Set(list.data)];
}

/** A baseline upload checked and read, before anything is written (the upload and its impact analysis share it). */
export interface ReadBaselineUpload {
  key: BaselineKeyIds;
  ruleNames: string[];
  afdVersion: 1 | 2;
  catalogue: CurrentCatalogue | null;
  parsed: Extract<BaselineFileParse, { ok: true }>;
  /** What the confirming upload sends back from its impact analysis (both optional). */
  impact: { sha256: string | undefined; libraryId: string | undefined };
}

/**
 * Checks the fields and reads the file, writing nothing. Refuses in Dutch: unknown key, wrong file
 * type for the certification area's version, rules for a version-2 certification area, a file that
 * does not read. The file is parsed on the worker pool (CPU-heavy for a large schema), so other
 * requests are not held up.
 */
export async function readBaselineUpload(db: Db, pool: CertificationPool, upload: SingleFileUpload): Promise<ReadBaselineUpload> {
  const fields = baselineUploadFieldsSchema.safeParse(upload.fields);
  if (!fields.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of fields.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push('Kies een geldige waarde');
    throw new HttpProblem(400, 'Ongeldige invoer', 'Kies een community, een berichtsoort en een domein.', errors);
  }
  const key: BaselineKeyIds = {
    certificationAreaId: fields.data.certificationArea,
    messageTypeId: fields.data.messageType,
    applicationAreaId: fields.data.applicationArea,
  };
  const ruleNames = readXpathList(fields.data.xpathlist);

  const keyDimensions = await db.select().from(dimensions).where(inArray(dimensions.id, [key.certificationAreaId, key.messageTypeId, key.applicationAreaId]));
  const certificationArea = keyDimensions.find((row) => row.id === key.certificationAreaId && row.kind === 'certificationArea');
  const knownMessageType = keyDimensions.some((row) => row.id === key.messageTypeId && row.kind === 'messageType');
  const knownDomain = keyDimensions.some((row) => row.id === key.applicationAreaId && row.kind === 'applicationArea');
  if (!certificationArea || !knownMessageType || !knownDomain) {
    throw new HttpProblem(400, 'Onbekende sleutel', 'De gekozen community, berichtsoort of domein bestaat niet (meer).');
  }
  const afdVersion = certificationArea.version === '2' ? 2 : 1;
  const expectedExtension = afdVersion === 1 ? '.xsd' : '.json';
  if (!upload.fileName.toLowerCase().endsWith(expectedExtension)) {
    throw new HttpProblem(
      415,
      'Ongeldig bestandstype',
      `${upload.fileName || 'Het bestand'} heeft een ongeldig bestandstype. Een baseline voor community ${certificationArea.name} (versie ${certificationArea.version}) is een ${afdVersion === 1 ? 'XSD (.xsd)' : 'JSON Schema (.json)'}.`,
    );
  }
  if (afdVersion === 2 && ruleNames.length > 0) {
    throw new HttpProblem(400, 'Ongeldige invoer', 'XPath-regels horen alleen bij een community van versie 1.', { xpathlist: ['Alleen voor versie 1'] });
  }

  const catalogue = await readCurrentCatalogue(db);
  const parsed = await pool.perform('parseBaseline', {
    afdVersion,
    fileName: upload.fileName,
    content: upload.content,
    catalogue: catalogue ? { id: catalogue.id, xsdFiles: catalogue.xsdFiles } : null,
    codeLists: catalogue?.catalogue.codeLists ?? [],
  });
  if (!parsed.ok) throw uploadProblem(upload.fileName, 'Baseline niet geladen', parsed.messages);
  return { key, ruleNames, afdVersion, catalogue, parsed, impact: { sha256: fields.data.impactSha256, libraryId: fields.data.impactLibraryId } };
}

/** The selected XPath rules by name (any case); refuses names that do not exist (any more). */
export async function selectedXpathRules(db: Db | Tx, ruleNames: readonly string[], options: { lock?: boolean } = {}) {
  if (ruleNames.length === 0) return [];
  const query = db
    .select({ id: xpathRules.id, name: xpathRules.name, selectionXPath: xpathRules.selectionXPath, predicateXPath: xpathRules.predicateXPath, errorMessage: xpathRules.errorMessage })
    .from(xpathRules)
    .where(inArray(sql`lower(${xpathRules.name})`, ruleNames.map((name) => name.toLowerCase())));
  const rules = options.lock ? await query.for('share') : await query;
  const unknownRules = ruleNames.filter((name) => !rules.some((rule) => rule.name.toLowerCase() === name.toLowerCase()));
  if (unknownRules.length > 0) {
    throw new HttpProblem(400, 'Onbekende XPath-regel', `Deze XPath-regels bestaan niet (meer): ${unknownRules.join(', ')}.`, { xpathlist: unknownRules });
  }
  return rules;
}

const impactProblems = {
  otherFile: () => new HttpProblem(409, 'Impactanalyse verouderd', 'De impactanalyse hoort bij een ander bestand. Bekijk de impactanalyse van dit bestand opnieuw.'),
  otherLibrary: () => new HttpProblem(409, 'Impactanalyse verouderd', 'Intussen is er een andere baseline library geüpload. Bekijk de impactanalyse opnieuw.'),
} as const;

/**
 * Reads and stores a baseline for a key: the baseline row (created once per key), a new library
 * with its file, the selected XPath rules and an audit record, in one transaction. Refuses in
 * Dutch, storing nothing: what readBaselineUpload refuses, unknown rules, and a confirmation of an
 * impact analysis (issue 18) that was made for another file or before another library came.
 */
export async function uploadBaseline(db: Db, pool: CertificationPool, actor: Principal, upload: SingleFileUpload): Promise<BaselineUploadResult> {
  const { key, ruleNames, afdVersion, catalogue, parsed, impact } = await readBaselineUpload(db, pool, upload);
  if (impact.sha256 !== undefined && impact.sha256 !== sha256Hex(upload.content)) throw impactProblems.otherFile();

  return db.transaction(async (tx) => {
    // The combination row is held (for share) so it cannot be disallowed while this lands.
    if (!(await isCombinationAllowed(tx, key, { lock: 'share' }))) {
      throw new HttpProblem(400, 'Combinatie niet toegestaan', 'Deze combinatie van community, berichtsoort en domein is niet toegestaan.');
    }
    const rules = await selectedXpathRules(tx, ruleNames, { lock: true });

    // The certification area's version decided how the file was read: it must not have changed since.
    const [certificationAreaNow] = await tx.select({ version: dimensions.version }).from(dimensions).where(eq(dimensions.id, key.certificationAreaId)).for('share');
    if ((certificationAreaNow?.version === '2' ? 2 : 1) !== afdVersion) {
      throw new HttpProblem(409, 'Conflict', 'De versie van de community is intussen gewijzigd. Probeer het opnieuw.');
    }
    // One baseline row per key, also when two uploads for a new key meet.
    const [inserted] = await tx.insert(baselineSchemas).values(key).onConflictDoNothing().returning({ id: baselineSchemas.id });
    const [locked] = await tx
      .select({ id: baselineSchemas.id })
      .from(baselineSchemas)
      .where(
        and(
          eq(baselineSchemas.certificationAreaId, key.certificationAreaId),
          eq(baselineSchemas.messageTypeId, key.messageTypeId),
          eq(baselineSchemas.applicationAreaId, key.applicationAreaId),
        ),
      )
      .for('update');
    if (!locked) throw new Error('baseline row missing after insert');
    const baselineId = locked.id;
    const existing = inserted ? undefined : locked;
    if (impact.libraryId !== undefined) {
      // The analysis compared with the library that was current then: it must still be.
      if ((await currentLibraryOf(tx, baselineId))?.id !== impact.libraryId) throw impactProblems.otherLibrary();
    }
    await tx.delete(baselineSchemaXpathRules).where(eq(baselineSchemaXpathRules.baselineSchemaId, baselineId));
    if (rules.length > 0) {
      await tx.insert(baselineSchemaXpathRules).values(rules.map((rule) => ({ baselineSchemaId: baselineId, xpathRuleId: rule.id })));
    }
    const blob = await storeBlob(tx, upload.content, afdVersion === 1 ? 'application/xml' : 'application/schema+json');
    const [library] = await tx
      .insert(baselineLibraries)
      .values({
        baselineSchemaId: baselineId,
        afdVersion,
        fileName: upload.fileName,
        contentBlobId: blob.id,
        library: parsed.library,
        datacatalogId: catalogue?.id ?? null,
        datacatVersion: catalogue?.version ?? null,
        uploadedByUserId: actor.userId,
      })
      .returning({ id: baselineLibraries.id });
    if (!library) throw new Error('baseline library insert returned no row');
    const [baseline] = await readBaselines(tx, { id: baselineId });
    if (!baseline) throw new Error('baseline not readable after upload');
    await recordAudit(tx, actor, {
      action: existing ? 'baselineSchema.replaced' : 'baselineSchema.created',
      entityType: 'baselineSchema',
      entityId: baselineId,
      after: { key, fileName: upload.fileName, libraryId: library.id, sha256: blob.sha256, xpathRules: baseline.xpathRules },
    });
    return { messages: parsed.messages, baseline, replaced: existing !== undefined };
  });
}

/** Sets the 'beheerders only' flag of a baseline (audited). */
export async function setBaselineMetadata(db: Db, actor: Principal, id: string, metadata: BaselineMetadata): Promise<BaselineSchema> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(baselineSchemas).where(eq(baselineSchemas.id, id)).for('update');
    if (!before) throw notFound();
    await tx.update(baselineSchemas).set({ administratorsOnly: metadata.beheerdersonly }).where(eq(baselineSchemas.id, id));
    await recordAudit(tx, actor, {
      action: 'baselineSchema.metadataChanged',
      entityType: 'baselineSchema',
      entityId: id,
      before: { beheerdersonly: before.administratorsOnly },
      after: { beheerdersonly: metadata.beheerdersonly },
    });
    const [baseline] = await readBaselines(tx, { id });
    if (!baseline) throw notFound();
    return baseline;
  });
}

/** The published organisation schemas certified on a baseline, by organisation and name. */
export async function publishedSchemasOn(db: Db | Tx, id: string): Promise<BaselineUsage[]> {
  const [baseline] = await db.select({ id: baselineSchemas.id }).from(baselineSchemas).where(eq(baselineSchemas.id, id));
  if (!baseline) throw notFound();
  const rows = await db
    .select({ organisation: organisations.name, name: organisationSchemas.name })
    .from(organisationSchemas)
    .innerJoin(organisations, eq(organisations.id, organisationSchemas.organisationId))
    .where(and(eq(organisationSchemas.baselineSchemaId, id), eq(organisationSchemas.isPublished, true)));
  return rows.sort((a, b) => a.organisation.localeCompare(b.organisation, 'nl') || a.name.localeCompare(b.name, 'nl'));
}

/**
 * Deletes a baseline with its libraries and their files (audited, one transaction). Refused
 * while published schemas use it, and while other schemas or open manual requests refer to it.
 */
export async function deleteBaseline(db: Db, actor: Principal, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [baseline] = await readBaselines(tx, { id });
    if (!baseline) throw notFound();
    await tx.select({ id: baselineSchemas.id }).from(baselineSchemas).where(eq(baselineSchemas.id, id)).for('update');
    const published = await publishedSchemasOn(tx, id);
    if (published.length > 0) {
      const names = published.map((usage) => `${usage.organisation}/${usage.name}`).join(', ');
      throw new HttpProblem(409, 'Baseline in gebruik', `Deze baseline wordt gebruikt door gepubliceerde schema's: ${names}.`);
    }
    const [schemaUse] = await tx.select({ id: organisationSchemas.id }).from(organisationSchemas).where(eq(organisationSchemas.baselineSchemaId, id)).limit(1);
    const [requestUse] = await tx
      .select({ id: manualCertificationRequests.id })
      .from(manualCertificationRequests)
      .where(eq(manualCertificationRequests.baselineSchemaId, id))
      .limit(1);
    if (schemaUse || requestUse) {
      throw new HttpProblem(409, 'Baseline in gebruik', 'Deze baseline wordt nog gebruikt door schema\'s of aanvragen van organisaties.');
    }
    // AFD definitions are built on it: deleting it would leave them without their baseline.
    const built = await tx.select({ name: definitions.name }).from(definitions).where(eq(definitions.baselineSchemaId, id)).limit(6);
    if (built.length > 0) {
      const names = built.slice(0, 5).map((definition) => definition.name).join(', ');
      throw new HttpProblem(409, 'Baseline in gebruik', `Deze baseline wordt gebruikt door AFD-definities: ${names}${built.length > 5 ? ', …' : ''}.`);
    }
    const libraryBlobs = await tx.select({ blobId: baselineLibraries.contentBlobId }).from(baselineLibraries).where(eq(baselineLibraries.baselineSchemaId, id));
    const uploadBlobs = await tx.select({ blobId: uploadedSchemas.contentBlobId }).from(uploadedSchemas).where(eq(uploadedSchemas.baselineSchemaId, id));
    await tx.delete(baselineSchemas).where(eq(baselineSchemas.id, id));
    for (const { blobId } of [...libraryBlobs, ...uploadBlobs]) await deleteBlob(tx, blobId);
    await recordAudit(tx, actor, { action: 'baselineSchema.deleted', entityType: 'baselineSchema', entityId: id, before: baseline });
  });
}

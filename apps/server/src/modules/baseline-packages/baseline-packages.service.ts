import { baselinePackageFormat, baselinePackageFormatVersion, type BaselineLibrary, type BaselinePackage, type Catalogue } from '@afd/afd';
import { and, desc, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { readBlob } from '../../db/blob-store.ts';
import { baselineLibraries, baselineSchemas, datacatalogs } from '../../db/schema/index.ts';
import { baselineKeyNames, type BaselineKeyNames } from '../../shared/baseline-keys.ts';
import { contextOfBaseline } from '../../shared/certification/certification-context.ts';
import { isCombinationAllowed } from '../../shared/combination-allowed.ts';
import { baselinePackageProblems } from './baseline-package-texts.ts';

// The baseline package of one baseline (issue 18, ADR 0042): what the portal certifies against
// for its key, read the way certification reads it, for the offline checker afd-certify. Only a
// baseline the member may certify against: not one flagged 'beheerders only' (unless the caller is
// a beheerder), and only for a combination the administrators allowed.

/** The package of the baseline, or a Dutch refusal. */
export async function baselinePackageOf(db: Db, principal: Principal, baselineSchemaId: string): Promise<BaselinePackage> {
  const [baseline] = await db
    .select({
      administratorsOnly: baselineSchemas.administratorsOnly,
      certificationAreaId: baselineSchemas.certificationAreaId,
      messageTypeId: baselineSchemas.messageTypeId,
      applicationAreaId: baselineSchemas.applicationAreaId,
      certificationArea: baselineKeyNames.certificationArea,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
      certificationAreaVersion: baselineKeyNames.certificationAreaVersion,
    })
    .from(baselineSchemas)
    .innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, baselineSchemas.id))
    .where(eq(baselineSchemas.id, baselineSchemaId));
  if (!baseline) throw baselinePackageProblems.notFound();
  if (baseline.administratorsOnly && !principal.roles.isAdministrator) throw baselinePackageProblems.administratorsOnly();
  if (!(await isCombinationAllowed(db, baseline))) throw baselinePackageProblems.notAllowed();
  const key: BaselineKeyNames = { certificationArea: baseline.certificationArea, messageType: baseline.messageType, applicationArea: baseline.applicationArea };
  return baseline.certificationAreaVersion === '2' ? afd2Package(db, baselineSchemaId, key) : afd1Package(db, baselineSchemaId, key);
}

const header = { format: baselinePackageFormat, formatVersion: baselinePackageFormatVersion } as const;

/** AFD 1.0: exactly the certification context Valideer uses (current library, XPath rules, catalogue). */
async function afd1Package(db: Db, baselineSchemaId: string, key: BaselineKeyNames): Promise<BaselinePackage> {
  const context = await contextOfBaseline(db, baselineSchemaId, key);
  if (!context) throw baselinePackageProblems.noLibrary();
  const [library] = await db
    .select({ fileName: baselineLibraries.fileName, createdAt: baselineLibraries.createdAt })
    .from(baselineLibraries)
    .where(eq(baselineLibraries.id, context.baselineLibraryId));
  if (!library || context.baselineXsd === undefined) throw baselinePackageProblems.noLibrary();
  return {
    ...header,
    afdVersion: 1,
    key,
    libraryId: context.baselineLibraryId,
    libraryCreatedAt: library.createdAt.toISOString(),
    baseline: { fileName: library.fileName, content: context.baselineXsd },
    library: context.library,
    xpathRules: context.xpathRules,
    catalogue: { version: context.catalogueVersion, xsdFiles: context.catalogueFiles, codeLists: [] },
  };
}

/** AFD 2.0: the current library and its catalogue's code lists, as certification of a generated schema reads them. */
async function afd2Package(db: Db, baselineSchemaId: string, key: BaselineKeyNames): Promise<BaselinePackage> {
  const [library] = await db
    .select()
    .from(baselineLibraries)
    .where(and(eq(baselineLibraries.baselineSchemaId, baselineSchemaId), eq(baselineLibraries.afdVersion, 2)))
    .orderBy(desc(baselineLibraries.createdAt), desc(baselineLibraries.id))
    .limit(1);
  if (!library) throw baselinePackageProblems.noLibrary();
  const document = await readBlob(db, library.contentBlobId);
  if (!document) throw baselinePackageProblems.noLibrary();
  const columns = { version: datacatalogs.version, model: datacatalogs.catalogue };
  const [catalogue] = library.datacatalogId
    ? await db.select(columns).from(datacatalogs).where(eq(datacatalogs.id, library.datacatalogId))
    : await db.select(columns).from(datacatalogs).orderBy(desc(datacatalogs.createdAt)).limit(1);
  if (!catalogue) throw baselinePackageProblems.noCatalogue();
  return {
    ...header,
    afdVersion: 2,
    key,
    libraryId: library.id,
    libraryCreatedAt: library.createdAt.toISOString(),
    baseline: { fileName: library.fileName, content: new TextDecoder().decode(document.content) },
    library: library.library as BaselineLibrary,
    xpathRules: [],
    catalogue: { version: catalogue.version, xsdFiles: {}, codeLists: (catalogue.model as Catalogue).codeLists },
  };
}

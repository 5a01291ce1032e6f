import { anchorPathsOf, definitionWithSnippets, mergedTree, variantTree, type InsertableSnippet } from '@afd/afd';
import type { PublishDefinitionBody, PublishDefinitionResult, Variant } from '@afd/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { organisationSchemas } from '../../../db/schema/index.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { contextOfBaseline } from '../../../shared/certification/certification-context.ts';
import { latestLibraryOf } from '../definition-store/baseline-library-reads.ts';
import { currentSnippets } from '../variants/current-snippets.ts';
import { variantProblems } from '../variants/variant-texts.ts';
import { certifyFunction } from './certify-function.ts';
import { generateOnPool } from './generate-on-pool.ts';
import { generationInputOf, generationSourceOf, type GenerationSource } from './generation-source.ts';
import { generationProblems } from './generation-texts.ts';
import { lockDefinitionForPublication, storeFunctionSchema, type CertifiedEntry } from './store-function-schema.ts';
import { compatibilityOnPool } from '../../../shared/certification/schema-version-record.ts';

// 'Certificeer en publiceer variant' (001 §2, §5 'Publishing', §7 the variant form of
// `POST /GenerateCertifiyPublish`), AFD 1.0 only: per function that is active in the variant and
// in the definition, the function's schema with the variant's snippets inserted (as choices of
// the definition, so it stays a restriction of the baseline: packages/afd variant-definition),
// certified as any generated schema and stored as organisation schema
// `{definitie}-{functie}-{variant}-{versie}` with its variant name and version, so that its
// meldingen go to the standards body (001 §6, ADR 0039). All or nothing, as the definition publish.

export interface VariantPublishRequest {
  organisationName: string;
  name: string;
  variantName: string;
  variantVersion: string;
  body: PublishDefinitionBody;
}

/** The organisation schema's name for one function of a variant. */
export const variantSchemaName = (definitionName: string, functionName: string, variant: Pick<Variant, 'name' | 'version'>) =>
  `${definitionName}-${functionName}-${variant.name}-${variant.version}`;

const sameText = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();

/** The variant to publish and the functions it publishes: active in the variant and in the definition. */
function publishableVariant(source: GenerationSource, request: VariantPublishRequest) {
  const variant = source.row.variants.find((candidate) => sameText(candidate.name, request.variantName) && sameText(candidate.version, request.variantVersion));
  if (!variant) throw variantProblems.variantNotFound(request.variantName, request.variantVersion);
  const active = new Set(source.definition.functions.filter((fn) => fn.active).map((fn) => fn.name));
  const functions = variant.isActive ? variant.variantFunctions.filter((fn) => fn.isActive && active.has(fn.name)) : [];
  if (functions.length === 0) throw variantProblems.nothingToPublish();
  return { variant, functions };
}

export async function certifyAndPublishVariant(
  db: Db,
  config: AppConfig,
  pool: CertificationPool,
  principal: Principal,
  request: VariantPublishRequest,
  now = new Date(),
): Promise<PublishDefinitionResult> {
  const { body } = request;
  if (body.isDownloadable && !body.isPublished) throw generationProblems.downloadNeedsPublished();
  const source = await generationSourceOf(db, principal, request.organisationName, request.name);
  if (source.library.afdVersion !== 1) throw variantProblems.notAfd1();
  const { variant, functions } = publishableVariant(source, request);
  const latest = await latestLibraryOf(db, source.baseline.id);
  if (latest?.id !== source.libraryId) throw generationProblems.notOnLatestLibrary();
  const afd1Context = await contextOfBaseline(db, source.baseline.id, source.baseline.names);
  const snippets = new Map<string, InsertableSnippet>((await currentSnippets(db)).map((snippet) => [snippet.snippetId, snippet]));
  const tree = mergedTree(source.library, source.definition);

  const misfits: Record<string, string[]> = {};
  const certified: CertifiedEntry[] = [];
  for (const fn of functions) {
    const anchors = anchorPathsOf(variantTree(tree, fn.name));
    const inserted = definitionWithSnippets(source.definition, source.library, fn.name, fn.snippetMap.items, snippets, anchors);
    if (!inserted.ok) {
      misfits[fn.name] = inserted.problems;
      continue;
    }
    const set = await generateOnPool(pool, { ...generationInputOf(source, fn.name), definition: inserted.definition });
    const schemaName = variantSchemaName(source.row.name, fn.name, variant);
    const result = await certifyFunction({ source, set, schemaName, afd1Context, pool, now, publicUrl: config.publicUrl });
    certified.push({ functionName: fn.name, schemaName, set, result });
  }
  if (Object.keys(misfits).length > 0) throw variantProblems.snippetsDoNotFit(misfits);
  const findings = Object.fromEntries(certified.filter((entry) => entry.result.findings.length > 0).map((entry) => [entry.functionName, entry.result.findings]));
  if (Object.keys(findings).length > 0) throw generationProblems.notCertifiable(findings);

  const schemas = await db.transaction(async (tx) => {
    await lockDefinitionForPublication(tx, source);
    const stored: PublishDefinitionResult['schemas'] = [];
    for (const entry of certified) {
      await refuseOtherSchema(tx, source, entry.schemaName);
      const { id, version, compatibility } = await storeFunctionSchema(tx, principal, source, entry, body, now, compatibilityOnPool(pool));
      // The variant marks it: schema-issues addresses its meldingen to the standards body.
      await tx.update(organisationSchemas).set({ variantName: variant.name, variantVersion: variant.version }).where(eq(organisationSchemas.id, id));
      // Its compatibility with the earlier published version(s), as 'Certificeer en publiceer' answers it (issue 32).
      stored.push({ function: entry.functionName, schemaName: entry.schemaName, version, kenmerk: entry.result.kenmerk, ...(compatibility ? { compatibility } : {}) });
    }
    return stored;
  });
  return { schemas, organisation: source.organisation.name, baselineId: source.baseline.id, isPublished: body.isPublished, isDownloadable: body.isDownloadable };
}

/** Only this variant's own earlier publication may be replaced; any other schema of the name is the user's to rename. */
async function refuseOtherSchema(tx: Tx, source: GenerationSource, schemaName: string): Promise<void> {
  const [existing] = await tx
    .select({ origin: organisationSchemas.origin, variantName: organisationSchemas.variantName })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, source.organisation.id), sql`lower(${organisationSchemas.name}) = lower(${schemaName})`));
  if (existing && (existing.origin !== 'definition' || existing.variantName === null)) throw variantProblems.nameOfOtherSchema(schemaName);
}

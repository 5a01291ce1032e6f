import { catalogueResolverFromFiles, parseAfd1BaselineXsd, untouchedAttribute, type AttributeChoice, type BaselineEntityNode, type BaselineLibrary, type Presence } from '@afd/afd';
import { and, asc, eq } from 'drizzle-orm';
import { readBlob, storeBlob } from '../db/blob-store.ts';
import type { Tx } from '../db/client.ts';
import { baseFunctions, baselineLibraries, datacatalogs, definitionRevisions, definitions } from '../db/schema/index.ts';
import { baselineKeyNames, baselineNameOf } from '../shared/baseline-keys.ts';
import { demoOpenApiDescription } from './demo-openapi-description.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo definitions for AFD Online Samenstellen: on the AFD 1.0 motor baseline two of Polderzeker
// (one SUIV-EP with risk carrier and segment, entities chosen); on the business baseline one of
// Polderzeker made on an older library, which then has two newer uploads: the middle one used by
// nothing, so 'actueel', 'in gebruik' (with a sync task) and 'vervallen' all show; on the AFD 2.0
// baseline one of Assurantiekantoor-Dijkstra. Written as the calls would store them, revision 1.

export const demoDefinitionNames = { reis: 'Reis Compleet', woonhuis: 'Woonhuis Basis', bedrijf: 'Bedrijfsaansprakelijkheid', auto: 'Autoschade Online' } as const;

interface DemoDefinition {
  organisation: string;
  basedOn: string;
  name: string;
  tag: string;
  riskCarrier: string;
  productSegment: 0 | 1 | 2 | 3;
  by: string;
  /** Select the first child entity of each root (something to see in the tree). */
  selectChildren: boolean;
  /** Also choose a few attributes of those entities with presence per function (something to generate). */
  selectAttributes?: boolean;
  /** An ADNBRA code for the properties form; kept only when the library's list has it. */
  brancheCode?: string;
}

const demoDefinitions: DemoDefinition[] = [
  { organisation: 'Polderzeker', basedOn: 'Schade-Contractbericht-Particulier', name: demoDefinitionNames.reis, tag: 'SUIV-EP', riskCarrier: 'Polderzeker Schade N.V.', productSegment: 2, by: 'C. de Vries', selectChildren: true, selectAttributes: true },
  { organisation: 'Polderzeker', basedOn: 'Schade-Contractbericht-Particulier', name: demoDefinitionNames.woonhuis, tag: '', riskCarrier: '', productSegment: 0, by: 'M. Visser', selectChildren: false },
  { organisation: 'Polderzeker', basedOn: 'Schade-Contractbericht-Zakelijk', name: demoDefinitionNames.bedrijf, tag: 'SUIV', riskCarrier: '', productSegment: 1, by: 'C. de Vries', selectChildren: true, selectAttributes: true },
  { organisation: 'Assurantiekantoor-Dijkstra', basedOn: 'Mobiliteit-Schademelding-Zakelijk en particulier', name: demoDefinitionNames.auto, tag: '', riskCarrier: '', productSegment: 3, by: 'V. van Dam', selectChildren: true, selectAttributes: true, brancheCode: '021' },
];

function firstChildren(library: BaselineLibrary): Record<string, { selected: boolean; maxOccursByFunction: Record<string, number> }> {
  const chosen = library.roots.flatMap((root: BaselineEntityNode) => root.children.slice(0, 1));
  return Object.fromEntries(chosen.map((node) => [node.path, { selected: true, maxOccursByFunction: {} }]));
}

/**
 * Up to three optional attributes of each root and its first child: the first one required (V) in
 * every active function, the others optional (O) — except the second, which the last active
 * function leaves out (N); a code list of three or more values narrowed to its first two, so a
 * generated schema shows a subset.
 */
const presenceOf = (index: number, lastFunction: boolean): Presence => (index === 0 ? 'V' : index === 1 && lastFunction ? 'N' : 'O');

function someAttributes(library: BaselineLibrary, activeFunctions: readonly string[]): Record<string, AttributeChoice> {
  const entities = library.roots.flatMap((root) => [root, ...root.children.slice(0, 1)]);
  const chosen: Record<string, AttributeChoice> = {};
  for (const entity of entities) {
    entity.attributes
      .filter((attribute) => !attribute.required)
      .slice(0, 3)
      .forEach((attribute, index) => {

        const codes = attribute.codeList ? (attribute.codeList.values ?? library.codeLists.find((list) => list.name === attribute.codeList?.name)?.values.map((value) => value.code) ?? []) : [];
        chosen[attribute.path] = {
          ...untouchedAttribute(),
          selected: true,
          presenceByFunction: Object.fromEntries(activeFunctions.map((name, position) => [name, presenceOf(index, position === activeFunctions.length - 1)])),
          codeListSubset: codes.length >= 3 ? codes.slice(0, 2) : null,
        };
      });
  }
  return chosen;
}

/** The code when the library's ADNBRA list has it (the properties form offers only those), else empty. */
function brancheCodeIn(library: BaselineLibrary, code: string | undefined): string {
  const list = library.codeLists.find((candidate) => candidate.name === 'ADNBRA');
  return code !== undefined && list?.values.some((value) => value.code === code) ? code : '';
}

/**
 * The business baseline gets two newer uploads (its first dated 60 days back, these 30 and 1), each its own stored file as an upload has: the
 * middle one the same file again (used by nothing: 'vervallen'), the newest one without the
 * first attribute the definition chose — a catalogue change that synchronising reports as lost
 * and asks to confirm ('Doorgaan'), so the sync journey meets its warnings.
 */
async function addNewerLibraries(tx: Tx, libraryId: string, droppedAttribute: string | null): Promise<void> {
  const [original] = await tx.select().from(baselineLibraries).where(eq(baselineLibraries.id, libraryId));
  const file = original ? await readBlob(tx, original.contentBlobId) : null;
  if (!original || !file) return;
  const { id: _id, createdAt: _createdAt, contentBlobId: _blob, ...copy } = original;
  // Dated back from the seed, a month apart, the newest yesterday: a demo never shows a future date.
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await tx.update(baselineLibraries).set({ createdAt: daysAgo(60) }).where(eq(baselineLibraries.id, libraryId));
  const same = await storeBlob(tx, file.content, file.contentType);
  await tx.insert(baselineLibraries).values({ ...copy, contentBlobId: same.id, createdAt: daysAgo(30) });
  const narrower = droppedAttribute ? await withoutAttribute(tx, new TextDecoder().decode(file.content), droppedAttribute, original.datacatalogId) : null;
  const newest = await storeBlob(tx, narrower ? new TextEncoder().encode(narrower.xsd) : file.content, file.contentType);
  await tx.insert(baselineLibraries).values({ ...copy, ...(narrower ? { library: narrower.library } : {}), contentBlobId: newest.id, createdAt: daysAgo(1) });
}

/** The baseline XSD without the element of one attribute ('Entiteit@NAAM'), parsed as an upload parses it; null when it is not there. */
async function withoutAttribute(tx: Tx, xsd: string, attributePath: string, datacatalogId: string | null): Promise<{ xsd: string; library: BaselineLibrary } | null> {
  const name = attributePath.slice(attributePath.indexOf('@') + 1);
  const lines = xsd.split('\n');
  const start = lines.findIndex((text) => text.includes(`<xs:element name="${name}"`));
  if (start < 0 || !datacatalogId) return null;
  // The declaration ends on its own line ('/>') or at its closing tag (with an annotation inside).
  const end = lines[start]?.trimEnd().endsWith('/>') ? start : lines.findIndex((text, index) => index > start && text.includes('</xs:element>'));
  if (end < 0) return null;
  const [catalogue] = await tx.select({ xsdFiles: datacatalogs.xsdFiles }).from(datacatalogs).where(eq(datacatalogs.id, datacatalogId));
  if (!catalogue) return null;
  const narrower = [...lines.slice(0, start), ...lines.slice(end + 1)].join('\n');
  const parsed = parseAfd1BaselineXsd({ xsd: narrower, catalogueResolver: catalogueResolverFromFiles(catalogue.xsdFiles) });
  return parsed.ok ? { xsd: narrower, library: parsed.library } : null;
}

/** The AFD 2.0 demo definition has an OpenAPI description over its first active function (ADR 0037); the others none. */
const openApiDescriptionOf = (demo: DemoDefinition, activeFunctions: readonly string[]) =>
  demo.name === demoDefinitionNames.auto && activeFunctions[0] !== undefined ? demoOpenApiDescription(activeFunctions[0]) : null;

export const seedDemoDefinitions: DemoSeedPart = async (tx, { organisationIds }) => {
  const functions = (await tx.select().from(baseFunctions).orderBy(asc(baseFunctions.position))).map((fn) => ({ name: fn.name, active: fn.activeByDefault, custom: false }));
  const baselines = await tx.select().from(baselineKeyNames);
  for (const demo of demoDefinitions) {
    const organisationId = organisationIds.get(demo.organisation);
    const baseline = baselines.find((candidate) => baselineNameOf(candidate) === demo.basedOn);
    if (!organisationId || !baseline) continue;
    const [library] = await tx
      .select({ id: baselineLibraries.id, library: baselineLibraries.library })
      .from(baselineLibraries)
      .where(and(eq(baselineLibraries.baselineSchemaId, baseline.baselineSchemaId)))
      .orderBy(asc(baselineLibraries.createdAt))
      .limit(1);
    if (!library) continue;
    const properties = {
      definitionVersion: '001.00',
      brancheCode: brancheCodeIn(library.library as BaselineLibrary, demo.brancheCode),
      porCode: '',
      ingangsdatum: '01-01-2026',
      einddatum: '',
      riskCarrier: demo.riskCarrier,
      productSegment: demo.productSegment,
      tag: demo.tag,
      changelog: 'Eerste versie.',
    };
    const parsed = library.library as BaselineLibrary;
    const activeFunctions = functions.filter((fn) => fn.active).map((fn) => fn.name);
    const choices = { entities: demo.selectChildren ? firstChildren(parsed) : {}, attributes: demo.selectAttributes ? someAttributes(parsed, activeFunctions) : {}, compositions: {} };
    const [row] = await tx
      .insert(definitions)
      .values({ organisationId, baselineSchemaId: baseline.baselineSchemaId, baselineLibraryId: library.id, name: demo.name, properties, functions, choices, updatedByName: demo.by, openApiDescription: openApiDescriptionOf(demo, activeFunctions) })
      .returning();
    if (!row) throw new Error(`Demo definition ${demo.name} not written`);
    await tx.insert(definitionRevisions).values({ definitionId: row.id, revision: 1, change: 'aangemaakt', snapshot: { name: row.name, properties, functions, choices, baselineLibraryId: library.id }, savedByName: demo.by });
    if (demo.name === demoDefinitionNames.bedrijf) {
      const optional = Object.keys(choices.attributes).find((path) => path.includes('/'));
      await addNewerLibraries(tx, library.id, optional ?? null);
    }
  }
};

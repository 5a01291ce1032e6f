import { attributeData, codeListData, commonAttributeData, coverageGroupData, entityData, type AttributeData, type CodeListData } from './catalogue-data.ts';
import type { SeededRandom } from './seeded-random.ts';

// The catalogue content of one corpus: the realistic entities, padded with generated ones and
// generated attributes up to the requested size (a benchmark catalogue of 2,000 entities and
// 30,000 attributes is the same shape, only larger).

export interface CatalogueAttribute {
  suffix: string;
  description: string;
  /** The type attributen.xsd restricts, as a QName: 'fm:AN__35', 'cl:ADNBRA', 'dc:DKGAUT'. */
  baseType: string;
}

export interface CatalogueEntityAttribute {
  suffix: string;
  /** The description in this entity ('Polisnummer' for PP_NUMMER). */
  description: string;
}

export interface CatalogueEntity {
  label: string;
  description: string;
  attributes: CatalogueEntityAttribute[];
}

export interface GeneratedCatalogue {
  version: string;
  entities: CatalogueEntity[];
  attributes: ReadonlyMap<string, CatalogueAttribute>;
  /** XSD format names formaten.xsd defines. */
  formats: string[];
  codeLists: readonly CodeListData[];
  coverageGroups: readonly CodeListData[];
}

export interface CatalogueSize {
  /** At least the realistic entities (12). */
  entities: number;
  /** Entities with fewer attributes get generated ones up to this number (common ones included). */
  attributesPerEntity: number;
}

const baseFormats = ['AN__35', 'AN3', 'N__9', 'N4', 'codeD1', 'codeB2', 'codeP2', 'codeJN'];

const syntheticStems: readonly { stem: string; description: string; baseType: string }[] = [
  { stem: 'KENM', description: 'Kenmerk', baseType: 'fm:AN__35' },
  { stem: 'WAAR', description: 'Waarde', baseType: 'fm:N__9' },
  { stem: 'DAT', description: 'Datum', baseType: 'fm:codeD1' },
  { stem: 'BEDR', description: 'Bedrag', baseType: 'fm:codeB2' },
  { stem: 'PERC', description: 'Percentage', baseType: 'fm:codeP2' },
  { stem: 'OMS', description: 'Omschrijving', baseType: 'fm:AN__70' },
  { stem: 'IND', description: 'Indicator', baseType: 'cl:ADNLOG' },
];
const SYNTHETIC_PER_STEM = 999;

const adjectives = ['Aanvullende', 'Bijzondere', 'Overige', 'Extra', 'Specifieke', 'Algemene', 'Vervolg', 'Historische'];
const nouns = ['gegevens', 'voorwaarden', 'kenmerken', 'dekking', 'clausule', 'objectgegevens', 'risicogegevens', 'betrokkene', 'zekerheid', 'termijn'];

function attributeOf(data: AttributeData): CatalogueAttribute {
  const baseType = data.format ? `fm:${data.format}` : `${coverageGroupData.some((list) => list.name === data.codeList) ? 'dc' : 'cl'}:${data.codeList ?? ''}`;
  return { suffix: data.suffix, description: data.description, baseType };
}

/** The catalogue content for a corpus of this size. */
export function generateCatalogueContent(random: SeededRandom, size: CatalogueSize, version: string): GeneratedCatalogue {
  const attributes = new Map<string, CatalogueAttribute>([...commonAttributeData, ...attributeData].map((data) => [data.suffix, attributeOf(data)]));
  const common = commonAttributeData.map((data) => ({ suffix: data.suffix, description: data.description }));
  const entities: CatalogueEntity[] = entityData.map((data) => ({
    label: data.label,
    description: data.description,
    attributes: [
      ...common,
      ...data.attributes.map((entry) => {
        const [suffix, description] = typeof entry === 'string' ? [entry, attributes.get(entry)?.description ?? entry] : entry;
        return { suffix, description };
      }),
    ],
  }));
  const labels = syntheticLabels(random, new Set(entities.map((entity) => entity.label)));
  const descriptions = new Map<string, number>();
  while (entities.length < size.entities) {
    const base = `${random.pick(adjectives)} ${random.pick(nouns)}`;
    const seen = (descriptions.get(base) ?? 0) + 1;
    descriptions.set(base, seen);
    entities.push({ label: labels.next().value ?? '', description: seen === 1 ? base : `${base} ${seen}`, attributes: [...common] });
  }
  for (const entity of entities) padAttributes(random, entity, size.attributesPerEntity, attributes);
  const formats = new Set(baseFormats);
  for (const attribute of attributes.values()) if (attribute.baseType.startsWith('fm:')) formats.add(attribute.baseType.slice(3));
  return { version, entities, attributes, formats: [...formats].sort(), codeLists: codeListData, coverageGroups: coverageGroupData };
}

function padAttributes(random: SeededRandom, entity: CatalogueEntity, wanted: number, attributes: Map<string, CatalogueAttribute>): void {
  const used = new Set(entity.attributes.map((attribute) => attribute.suffix));
  while (entity.attributes.length < wanted) {
    const stem = random.pick(syntheticStems);
    const number = 1 + random.below(SYNTHETIC_PER_STEM);
    const suffix = `${stem.stem}${String(number).padStart(7 - stem.stem.length, '0')}`;
    if (used.has(suffix)) continue;
    used.add(suffix);
    const description = `${stem.description} ${number}`;
    if (!attributes.has(suffix)) attributes.set(suffix, { suffix, description, baseType: stem.baseType });
    entity.attributes.push({ suffix, description });
  }
}

/** Two-character labels in a shuffled order, then three-character ones when those run out. */
function* syntheticLabels(random: SeededRandom, taken: ReadonlySet<string>): Generator<string> {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const characters = `${letters}0123456789`;
  const two = [...letters].flatMap((first) => [...characters].map((second) => first + second)).filter((label) => !taken.has(label));
  for (let index = two.length - 1; index > 0; index -= 1) {
    const other = random.below(index + 1);
    [two[index], two[other]] = [two[other] ?? '', two[index] ?? ''];
  }
  yield* two;
  for (const label of two) for (const third of characters) yield label + third;
}

import { largeBaseline, realisticBaselines, type BaselineKey } from './baseline-specs.ts';
import { catalogueXsdFiles } from './catalogue-files.ts';
import { catalogueFileName } from './corpus-namespaces.ts';
import { corpusXPathRules, type CorpusXPathRule } from './corpus-xpath-rules.ts';
import { generateCatalogueContent } from './generated-catalogue.ts';
import { organisationSchemas, type OrganisationSchema } from './organisation-variants.ts';
import { writeSchema } from './schema-writer.ts';
import { seededRandom } from './seeded-random.ts';

// The synthetic AFD 1.0 corpus: a catalogue XSD set, baselines, and organisation schemas with the
// verdict certification must give each. Deterministic: the same options give the same bytes.

export interface Afd1CorpusOptions {
  seed?: number;
  /** Entities in the catalogue; at least the 12 realistic ones. */
  entities?: number;
  /** Entities with fewer attributes get generated ones up to this number (the 3 common ones included). */
  attributesPerEntity?: number;
  /** Catalogue version, the date in the file names. */
  version?: string;
  /** Write 'formaten_20260201.xsd' (default) or 'formaten.xsd'. */
  datedFileNames?: boolean;
}

export interface Afd1CorpusBaseline {
  key: BaselineKey;
  xsd: string;
  /** Names of the XPath rules selected for this baseline. */
  xpathRuleNames: string[];
}

export interface Afd1Corpus {
  catalogueVersion: string;
  catalogueFiles: Record<string, string>;
  baselines: Afd1CorpusBaseline[];
  xpathRules: readonly CorpusXPathRule[];
  organisationSchemas: OrganisationSchema[];
}

export const REALISTIC_ENTITY_COUNT = 12;

/** Generates the corpus; a benchmark size adds a baseline that holds every entity. */
export function generateAfd1Corpus(options: Afd1CorpusOptions = {}): Afd1Corpus {
  const version = options.version ?? '20260201';
  const dated = options.datedFileNames ?? true;
  const size = { entities: Math.max(options.entities ?? REALISTIC_ENTITY_COUNT, REALISTIC_ENTITY_COUNT), attributesPerEntity: options.attributesPerEntity ?? 0 };
  const catalogue = generateCatalogueContent(seededRandom(options.seed ?? 1), size, version);
  const fileVersion = dated ? version : null;
  const locations = { fm: catalogueFileName('formats', fileVersion), cl: catalogueFileName('codeLists', fileVersion), dc: catalogueFileName('coverageGroups', fileVersion) };
  const definitions = realisticBaselines(catalogue, locations);
  if (size.entities > REALISTIC_ENTITY_COUNT) definitions.push(largeBaseline(catalogue, locations));
  return {
    catalogueVersion: version,
    catalogueFiles: catalogueXsdFiles(catalogue, dated),
    baselines: definitions.map((definition) => ({ key: definition.key, xsd: writeSchema(definition.spec), xpathRuleNames: definition.xpathRuleNames })),
    xpathRules: corpusXPathRules,
    organisationSchemas: organisationSchemas(definitions),
  };
}

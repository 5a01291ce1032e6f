import { catalogueResolverFromFiles, parseAfd1BaselineXsd } from '@afd/afd';
import { generateAfd1Corpus } from '@afd/afd/demo';

// The large synthetic AFD 1.0 organisation schema the certification and compatibility benchmarks
// share: the corpus' large baseline (every entity, 15 attributes each) and, as the organisation
// schema, that whole baseline under the organisation's own namespace (the corpus' organisation
// schemas are made the same way), so every entity is compared.

/** The corpus, its large baseline read as a library, and the organisation schema over it. */
export function largeAfd1Schema(entities = 2000) {
  console.log(`Corpus genereren (${entities.toLocaleString('nl-NL')} entiteiten, 15 attributen per entiteit) ...`);
  const corpus = generateAfd1Corpus({ entities, attributesPerEntity: 15 });
  const large = corpus.baselines.find((baseline) => baseline.key.applicationArea === 'Benchmark');
  if (!large) throw new Error('the benchmark corpus has a large baseline');
  const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);
  const parsedBaseline = parseAfd1BaselineXsd({ xsd: large.xsd, catalogueResolver });
  if (!parsedBaseline.ok) throw new Error(`large baseline does not parse: ${parsedBaseline.problems[0]?.description}`);
  const baseline = parsedBaseline.library;
  const organisationXsd = large.xsd.replaceAll(baseline.targetNamespace ?? '', 'urn:organisatie:p001:benchmark');
  const xpathRules = corpus.xpathRules.filter((rule) => large.xpathRuleNames.includes(rule.name));
  return { corpus, large, catalogueResolver, baseline, organisationXsd, xpathRules };
}

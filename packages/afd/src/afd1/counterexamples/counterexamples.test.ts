import { describe, expect, it } from 'vitest';
import { messageValidator } from '../../authoring/generation/afd1/sample-message.testing.ts';
import { BASELINE_NAMESPACE, certifyPair, element, ORGANISATION_NAMESPACE, schemaText, sequence, type SchemaPair } from '../certification/content-model.fixture.ts';
import { parseAfd1BaselineXsd } from '../baseline/parse-afd1-baseline.ts';
import { catalogueResolverFromFiles } from '../catalogue/catalogue-resolver-from-files.ts';
import { certifyXsd } from '../certification/certify-xsd.ts';
import { generateAfd1Corpus } from '../corpus/generate-afd1-corpus.ts';
import { counterexampleTexts } from '../../model/message-example-texts.ts';

// Issue 18, point 3: a refusal of check 3 carries an example message that the organisation schema
// accepts and the baseline refuses. Each row is a refused pair; the test validates the example it
// got both ways itself with libxml2 (the engine the portal validates with), the organisation's
// namespace read as the baseline's, as certification compares them.

const choice = (...elements: string[]) => `<xs:choice>${elements.map(element).join('')}</xs:choice>`;
const one = (attributes: string, inner = '') => `<xs:sequence><xs:element name="A" ${attributes}${inner === '' ? '/>' : `>${inner}</xs:element>`}</xs:sequence>`;
const restricted = (base: string, facets: string) => `<xs:simpleType><xs:restriction base="${base}">${facets}</xs:restriction></xs:simpleType>`;
const enumeration = (...values: string[]) => values.map((value) => `<xs:enumeration value="${value}"/>`).join('');
const withAttribute = (attribute: string) => `<xs:sequence>${element('A')}</xs:sequence>${attribute}`;

const refusedPairs: (SchemaPair & { name: string })[] = [
  { name: 'a sequence in another order', baseline: sequence('A', 'B'), upload: sequence('B', 'A') },
  {
    name: 'a required pair broken up',
    baseline: `<xs:choice><xs:sequence>${element('A')}${element('B')}</xs:sequence>${element('C')}</xs:choice>`,
    upload: `<xs:choice><xs:sequence>${element('A')}</xs:sequence>${element('C')}</xs:choice>`,
  },
  { name: 'a choice member made optional', baseline: choice('A', 'B'), upload: choice('A 0', 'B') },
  { name: 'an all group in place of a choice', baseline: choice('A', 'B'), upload: `<xs:all>${element('A')}${element('B')}</xs:all>` },
  { name: 'a lower minOccurs', baseline: sequence('A 1 10'), upload: sequence('A 0 5') },
  { name: 'a higher maxOccurs', baseline: sequence('A 1 10'), upload: sequence('A 1 11') },
  { name: 'an element the baseline does not have', baseline: sequence('A'), upload: sequence('A', 'B') },
  { name: 'an extra enumeration value', baseline: one('', restricted('xs:string', enumeration('J', 'N'))), upload: one('', restricted('xs:string', enumeration('J', 'N', 'O'))) },
  { name: 'a longer maxLength', baseline: one('', restricted('xs:string', '<xs:maxLength value="10"/>')), upload: one('', restricted('xs:string', '<xs:maxLength value="12"/>')) },
  { name: 'a larger maximum', baseline: one('', restricted('xs:integer', '<xs:maxInclusive value="99"/>')), upload: one('', restricted('xs:integer', '<xs:maxInclusive value="100"/>')) },
  { name: 'nillable added to an attribute element', baseline: one('type="xs:string"'), upload: one('type="xs:string" nillable="true"') },
  { name: 'nillable added to an entity', baseline: one('type="Leeg"'), upload: one('type="Leeg" nillable="true"') },
  {
    name: 'a required XML attribute made optional',
    baseline: withAttribute('<xs:attribute name="soort" type="xs:string" use="required"/>'),
    upload: withAttribute('<xs:attribute name="soort" type="xs:string"/>'),
  },
  {
    // The required V is written with the pattern's shortest value, QQQZ (without it no example stood).
    name: 'an element the baseline does not have, beside one whose pattern decides its value',
    baseline: sequence('A'),
    upload: `<xs:sequence>${element('A')}<xs:element name="V">${restricted('xs:string', '<xs:pattern value="Q{3}Z"/>')}</xs:element>${element('B')}</xs:sequence>`,
  },
  {
    name: 'an XML attribute with an extra listed value',
    baseline: withAttribute(`<xs:attribute name="soort">${restricted('xs:string', enumeration('a'))}</xs:attribute>`),
    upload: withAttribute(`<xs:attribute name="soort">${restricted('xs:string', enumeration('a', 'b'))}</xs:attribute>`),
  },
];

function validators(pair: SchemaPair) {
  const organisation = messageValidator('org.xsd', { 'org.xsd': schemaText(ORGANISATION_NAMESPACE, pair.upload, pair.uploadTop, pair.uploadMixed) });
  const baseline = messageValidator('baseline.xsd', { 'baseline.xsd': schemaText(BASELINE_NAMESPACE, pair.baseline, pair.baselineTop, pair.baselineMixed) });
  return { organisation, baseline };
}

const asBaseline = (message: string) => message.replaceAll(`"${ORGANISATION_NAMESPACE}"`, `"${BASELINE_NAMESPACE}"`);

describe('example messages for refusals (AFD 1.0)', () => {
  it.each(refusedPairs)('gives an example for $name that the organisation schema accepts and the baseline refuses', (pair) => {
    const result = certifyPair(pair);
    const refusals = result.messages.filter((message) => message.severity === 1);
    expect(refusals.length).toBeGreaterThan(0);
    const { organisation, baseline } = validators(pair);
    for (const refusal of refusals) {
      expect(refusal.example?.kind, `${refusal.message} ${refusal.description}`).toBe('built');
      if (refusal.example?.kind !== 'built') continue;
      expect(refusal.example).toMatchObject({ fileName: 'voorbeeldbericht.xml', mediaType: 'application/xml' });
      expect(organisation(refusal.example.content)).toEqual([]);
      expect(baseline(asBaseline(refusal.example.content)).length).toBeGreaterThan(0);
    }
  });

  it('shows the content model counterexample itself: B before A where the baseline wants A first', () => {
    const [refusal] = certifyPair({ baseline: sequence('A', 'B'), upload: sequence('B', 'A') }).messages.filter((message) => message.severity === 1);
    expect(refusal?.example?.kind === 'built' && refusal.example.content.replace(/\s+/g, '')).toContain('<B/><A/>');
  });

  // Issue 34: a refusal stands only on a witness. Without one it becomes manual validation with
  // the refusal's text and the reason no example stands (both cases below were refusals before).
  const questions = (result: ReturnType<typeof certifyPair>) => result.messages.filter((message) => message.message === 'Handmatige validatie nodig: geen voorbeeldbericht bij een mogelijke verruiming.');

  it('asks a person, with the reason, when no example can be built (a required element of a type no value is known for)', () => {
    // The pattern (a class subtraction: only 'zzz') is not read by the builder, and admits none of
    // its guesses: the organisation schema accepts no message it can write.
    const pattern = restricted('xs:string', '<xs:pattern value="[a-z-[a-y]]{3}"/>');
    const result = certifyPair({ baseline: sequence('A'), upload: `<xs:sequence>${element('A')}<xs:element name="V">${pattern}</xs:element>${element('B')}</xs:sequence>` });
    expect(result.messages.filter((message) => message.severity === 1)).toEqual([]);
    expect(result.manualValidation).toBe(true);
    expect(questions(result).length).toBeGreaterThan(0);
    for (const question of questions(result)) expect(question.description).toContain(counterexampleTexts.noneBuilt);
  });

  it('asks a person, with the reason, when there is no baseline XSD to confirm an example with', () => {
    const result = certifyPair({ baseline: sequence('A'), upload: sequence('A', 'B') }, { withBaselineXsd: false });
    expect(result.messages.filter((message) => message.severity === 1)).toEqual([]);
    expect(result.manualValidation).toBe(true);
    expect(questions(result).length).toBeGreaterThan(0);
    for (const question of questions(result)) expect(question.description).toContain(counterexampleTexts.noBaselineSchema);
  });

  it('gives 25 refusals an example and asks a person about the rest, with that reason', () => {
    const extra = Array.from({ length: 28 }, (_, index) => `B${index + 1} 0`);
    const result = certifyPair({ baseline: sequence('A'), upload: sequence('A', ...extra) });
    const refusals = result.messages.filter((message) => message.severity === 1);
    expect(refusals).toHaveLength(25);
    expect(refusals.every((refusal) => refusal.example?.kind === 'built')).toBe(true);
    expect(questions(result)).toHaveLength(3);
    for (const question of questions(result)) expect(question.description).toContain(counterexampleTexts.tooMany(25));
  });

  it('gives warnings and certified schemas no example', () => {
    const result = certifyPair({ baseline: sequence('A', 'B 0'), upload: sequence('A') });
    expect(result.messages.every((message) => message.example === undefined)).toBe(true);
  });
});

describe('example messages on the AFD 1.0 corpus', () => {
  const corpus = generateAfd1Corpus();
  const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);
  const refused = corpus.organisationSchemas.filter((schema) => typeof schema.expectation !== 'string' && schema.expectation.invalid.includes('baseline-restriction'));

  it('has organisation schemas check 3 refuses', () => {
    expect(refused.length).toBeGreaterThan(0);
  });

  it.each(refused.map((schema) => [schema.name, schema] as const))('%s: every example is accepted by the organisation schema and refused by the baseline', (_name, schema) => {
    const baseline = corpus.baselines[schema.baseline]!;
    const parsed = parseAfd1BaselineXsd({ xsd: baseline.xsd, catalogueResolver });
    if (!parsed.ok) throw new Error('the corpus baseline does not parse');
    const result = certifyXsd({ xsd: schema.xsd, baseline: parsed.library, baselineXsd: baseline.xsd, catalogueResolver, xpathRules: [] });
    const refusals = result.messages.filter((message) => message.severity === 1 && message.example !== undefined);
    expect(refusals.length).toBeGreaterThan(0);
    const organisation = messageValidator('org.xsd', { ...corpus.catalogueFiles, 'org.xsd': schema.xsd });
    const refusing = messageValidator('baseline.xsd', { ...corpus.catalogueFiles, 'baseline.xsd': baseline.xsd });
    const [uploadNamespace, baselineNamespace] = [targetNamespaceOf(schema.xsd), targetNamespaceOf(baseline.xsd)];
    for (const refusal of refusals) {
      if (refusal.example?.kind !== 'built') continue;
      expect(organisation(refusal.example.content), refusal.example.content).toEqual([]);
      expect(refusing(refusal.example.content.replaceAll(`"${uploadNamespace}"`, `"${baselineNamespace}"`)).length).toBeGreaterThan(0);
    }
  });
});

function targetNamespaceOf(xsd: string): string {
  return /targetNamespace="([^"]*)"/.exec(xsd)?.[1] ?? '';
}

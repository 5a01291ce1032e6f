import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { certifyXsd, parseAfd1BaselineXsd, type Afd1CertificationResult } from '@afd/afd';

// How far certification agrees with the W3C XML Schema test suite on complex-type restrictions.
// Every schema test of the suite (a checkout of github.com/w3c/xsdtests) whose one schema document
// restricts one of its own complex types becomes a baseline and an organisation schema, as the
// checker expects them: the schema plus a root element whose type is a copy of the base (baseline)
// or of the restriction (organisation schema). A schema that does not compile as it is (libxml2
// refuses many invalid restrictions itself) has each restriction turned into a plain type first
// (the base's attribute uses it inherits copied in, substitution groups dropped); one that does not
// compile even then is invalid for another reason and left out. Where the suite gives an XSD 1.1
// verdict we take it: XSD 1.1 defines a restriction by the instances it admits, which is what the
// checker decides. Only check 3 (and manual validation) counts: the AFD rules of check
// 2 (a target namespace, no xs:extension) do not apply to the suite's schemas.
// Run: XSDTESTS=/path/to/xsdtests npm run bench:restriction-conformance -w bench
// (VERBOSE=1 lists each disagreement with the checker's first message, VERBOSE=all every verdict).

const XS = 'http://www.w3.org/2001/XMLSchema';
const suiteDirectory = process.env.XSDTESTS;
if (!suiteDirectory || !existsSync(path.join(suiteDirectory, 'suite.xml'))) {
  console.error('Zet XSDTESTS op een checkout van github.com/w3c/xsdtests (met suite.xml).');
  process.exit(2);
}

// --- A small XML tree: enough to read the suite's metadata and rewrite its schema documents. ---

interface XmlElementNode {
  kind: 'element';
  name: string;
  attributes: { name: string; value: string }[];
  children: XmlNode[];
  /** Prefix -> namespace in scope ('' for the default namespace). */
  scope: Map<string, string>;
}
type XmlNode = XmlElementNode | { kind: 'text'; raw: string };

const unescape = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#[0-9]+);/g, (_whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[entity] ?? '';
  });
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const startTag = /<([^\s/>]+)((?:\s+[^\s=]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;

function parseXml(text: string): XmlElementNode {
  const top: XmlElementNode = { kind: 'element', name: '#document', attributes: [], children: [], scope: new Map() };
  const stack = [top];
  let index = 0;
  while (index < text.length) {
    const parent = stack[stack.length - 1]!;
    const open = text.indexOf('<', index);
    if (open < 0) break;
    if (open > index) parent.children.push({ kind: 'text', raw: text.slice(index, open) });
    const after = (terminator: string) => {
      const end = text.indexOf(terminator, open);
      if (end < 0) throw new Error(`unterminated markup at ${open}`);
      return end + terminator.length;
    };
    if (text.startsWith('<!--', open)) index = after('-->');
    else if (text.startsWith('<![CDATA[', open)) {
      index = after(']]>');
      parent.children.push({ kind: 'text', raw: text.slice(open, index) });
    } else if (text.startsWith('<?', open)) index = after('?>');
    else if (text.startsWith('<!', open)) throw new Error('DOCTYPE');
    else if (text.startsWith('</', open)) {
      if (stack.length === 1) throw new Error(`unmatched end tag at ${open}`);
      stack.pop();
      index = after('>');
    } else {
      startTag.lastIndex = open;
      const tag = startTag.exec(text);
      if (!tag) throw new Error(`unreadable tag at ${open}`);
      const attributes = [...(tag[2] ?? '').matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((match) => ({ name: match[1]!, value: unescape(match[2] ?? match[3] ?? '') }));
      const scope = new Map(parent.scope);
      for (const attribute of attributes) {
        if (attribute.name === 'xmlns') scope.set('', attribute.value);
        else if (attribute.name.startsWith('xmlns:')) scope.set(attribute.name.slice(6), attribute.value);
      }
      const element: XmlElementNode = { kind: 'element', name: tag[1]!, attributes, children: [], scope };
      parent.children.push(element);
      if (tag[3] !== '/') stack.push(element);
      index = open + tag[0].length;
    }
  }
  const root = top.children.find((child): child is XmlElementNode => child.kind === 'element');
  if (!root) throw new Error('no root element');
  return root;
}

function serialize(node: XmlNode): string {
  if (node.kind === 'text') return node.raw;
  const attributes = node.attributes.map((attribute) => ` ${attribute.name}="${escape(attribute.value)}"`).join('');
  if (node.children.length === 0) return `<${node.name}${attributes}/>`;
  return `<${node.name}${attributes}>${node.children.map(serialize).join('')}</${node.name}>`;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const namespaceOf = (element: XmlElementNode) => element.scope.get(element.name.includes(':') ? element.name.slice(0, element.name.indexOf(':')) : '') ?? null;
const attribute = (element: XmlElementNode, name: string) => element.attributes.find((candidate) => candidate.name === name)?.value;
const elements = (element: XmlElementNode) => element.children.filter((child): child is XmlElementNode => child.kind === 'element');
const isXs = (element: XmlElementNode, ...names: string[]) => namespaceOf(element) === XS && names.includes(localName(element.name));
const xsChildren = (element: XmlElementNode, ...names: string[]) => elements(element).filter((child) => isXs(child, ...names));
function* descendants(element: XmlElementNode): Generator<XmlElementNode> {
  for (const child of elements(element)) {
    yield child;
    yield* descendants(child);
  }
}
const resolve = (element: XmlElementNode, qname: string) => {
  const colon = qname.indexOf(':');
  return { namespace: element.scope.get(colon < 0 ? '' : qname.slice(0, colon)) ?? null, name: qname.slice(colon + 1) };
};

// --- The suite's schema tests. ---

interface SchemaTest {
  name: string;
  document: string;
  valid: boolean;
}

function schemaTests(): SchemaTest[] {
  const suite = parseXml(readFileSync(path.join(suiteDirectory!, 'suite.xml'), 'utf8'));
  const tests: SchemaTest[] = [];
  for (const reference of elements(suite).filter((element) => localName(element.name) === 'testSetRef')) {
    const setFile = path.join(suiteDirectory!, attribute(reference, 'xlink:href') ?? '');
    if (!existsSync(setFile)) continue;
    const testSet = parseXml(readFileSync(setFile, 'utf8'));
    for (const group of elements(testSet).filter((element) => localName(element.name) === 'testGroup')) {
      for (const test of elements(group).filter((element) => localName(element.name) === 'schemaTest')) {
        const documents = elements(test).filter((element) => localName(element.name) === 'schemaDocument');
        const expectations = elements(test).filter((element) => localName(element.name) === 'expected');
        const status = elements(test).find((element) => localName(element.name) === 'current');
        if (documents.length !== 1 || (status && attribute(status, 'status') !== 'accepted')) continue;
        const chosen = expectations.find((element) => attribute(element, 'version') === '1.1') ?? expectations.find((element) => attribute(element, 'version') === undefined);
        const validity = chosen && attribute(chosen, 'validity');
        if (validity !== 'valid' && validity !== 'invalid') continue;
        tests.push({ name: `${attribute(testSet, 'name') ?? ''}/${attribute(test, 'name') ?? ''}`, document: path.resolve(path.dirname(setFile), attribute(documents[0]!, 'xlink:href') ?? ''), valid: validity === 'valid' });
      }
    }
  }
  return tests;
}

// --- The adapter: a schema with restrictions -> one baseline and one organisation schema per restriction. ---

interface Pair {
  base: XmlElementNode;
  derived: XmlElementNode;
}

/** Restrictions (complexContent) of a complex type named in the same schema document. */
function restrictionPairs(schema: XmlElementNode): Pair[] {
  const targetNamespace = attribute(schema, 'targetNamespace') ?? null;
  const named = new Map(xsChildren(schema, 'complexType').map((type) => [attribute(type, 'name') ?? '', type]));
  const pairs: Pair[] = [];
  for (const type of descendants(schema)) {
    if (!isXs(type, 'complexType')) continue;
    const restriction = xsChildren(type, 'complexContent').flatMap((content) => xsChildren(content, 'restriction'))[0];
    const base = restriction && resolve(restriction, attribute(restriction, 'base') ?? '');
    const baseType = base && base.namespace === targetNamespace ? named.get(base.name) : undefined;
    if (baseType) pairs.push({ base: baseType, derived: type });
  }
  return pairs;
}

const attributeKey = (element: XmlElementNode) => `${localName(element.name)} ${attribute(element, 'name') ?? localName(attribute(element, 'ref') ?? '')}`;

/** The attribute and attributeGroup children a type has, its base's included. */
function effectiveAttributes(type: XmlElementNode, named: Map<string, XmlElementNode>, depth = 0): XmlElementNode[] {
  const derivation = xsChildren(type, 'complexContent', 'simpleContent').flatMap((content) => xsChildren(content, 'restriction', 'extension'))[0];
  const own = xsChildren(derivation ?? type, 'attribute', 'attributeGroup');
  const baseName = derivation && resolve(derivation, attribute(derivation, 'base') ?? '').name;
  const base = baseName === undefined || depth > 20 ? undefined : named.get(baseName);
  if (!base) return own;
  const mentioned = new Set(own.map(attributeKey));
  return [...own, ...effectiveAttributes(base, named, depth + 1).filter((inherited) => !mentioned.has(attributeKey(inherited)))];
}

/** Turns each complexContent restriction of a named type into a plain type with the attributes it inherits. */
function unlinkRestrictions(schema: XmlElementNode): void {
  const named = new Map(xsChildren(schema, 'complexType').map((type) => [attribute(type, 'name') ?? '', type]));
  const inherited = new Map<XmlElementNode, XmlElementNode[]>();
  for (const { derived } of restrictionPairs(schema)) inherited.set(derived, effectiveAttributes(derived, named));
  for (const [derived, attributes] of inherited) {
    const content = xsChildren(derived, 'complexContent')[0]!;
    const restriction = xsChildren(content, 'restriction')[0]!;
    const mixed = attribute(content, 'mixed');
    if (mixed !== undefined) derived.attributes = [...derived.attributes.filter((candidate) => candidate.name !== 'mixed'), { name: 'mixed', value: mixed }];
    const particle = xsChildren(restriction, 'sequence', 'choice', 'all', 'group');
    const wildcard = xsChildren(restriction, 'anyAttribute');
    const kept = attributes.filter((use) => attribute(use, 'use') !== 'prohibited').map((use) => structuredClone(use));
    derived.children = [...xsChildren(derived, 'annotation'), ...particle, ...kept, ...wildcard];
  }
}

const rootName = 'restrictionPair';

/** The schema text with a root element whose (anonymous) type is a copy of `type`. */
function withRoot(schema: XmlElementNode, type: XmlElementNode): string {
  const copy = structuredClone(type);
  copy.attributes = copy.attributes.filter((candidate) => candidate.name !== 'name');
  const prefix = schema.name.includes(':') ? schema.name.slice(0, schema.name.indexOf(':') + 1) : '';
  const root: XmlElementNode = { kind: 'element', name: `${prefix}element`, attributes: [{ name: 'name', value: rootName }], children: [copy], scope: schema.scope };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize({ ...schema, children: [...schema.children, root] })}\n`;
}

// --- Certification of each pair, and the tally. ---

type Verdict = 'accepted' | 'refused' | 'manual' | 'not comparable';

const noCatalogue = () => null;
/** Check 2's messages: the AFD rules, which the suite's schemas need not follow. */
const afdRuleMessages = new Set(['Het schema heeft geen targetNamespace.', 'xs:extension is niet toegestaan.', 'Een entiteit is niet als complexType gedefinieerd.']);
/** The first message behind the last verdict, for VERBOSE. */
let reason = '';

function verdictOf(result: Afd1CertificationResult): Verdict {
  if (result.failedChecks.includes('xml-schema')) return 'not comparable';
  const relevant = result.messages.filter((message) => !afdRuleMessages.has(message.message));
  reason = relevant.find((message) => message.severity === 1)?.message ?? relevant[0]?.message ?? '';
  if (result.failedChecks.includes('baseline-restriction')) return 'refused';
  return result.manualValidation ? 'manual' : 'accepted';
}

function certifyPair(schema: XmlElementNode, pair: Pair): Verdict {
  const baselineXsd = withRoot(schema, pair.base);
  const parsed = parseAfd1BaselineXsd({ xsd: baselineXsd, catalogueResolver: noCatalogue });
  if (!parsed.ok) return 'not comparable';
  const xsd = withRoot(schema, pair.derived);
  return verdictOf(certifyXsd({ xsd, baseline: parsed.library, baselineXsd, catalogueResolver: noCatalogue, xpathRules: [] }));
}

function certifyTest(test: SchemaTest): Verdict {
  const text = readFileSync(test.document, 'utf8');
  if (!text.includes('complexContent') || /<[\w.-]*:?(include|import|redefine|override)\b/.test(text)) return 'not comparable';
  let schema: XmlElementNode;
  try {
    schema = parseXml(text);
  } catch {
    return 'not comparable';
  }
  const pairs = restrictionPairs(schema);
  if (pairs.length === 0) return 'not comparable';
  const compile = (candidate: XmlElementNode) => parseAfd1BaselineXsd({ xsd: withRoot(candidate, pairs[0]!.base), catalogueResolver: noCatalogue });
  const original = compile(schema);
  if (!original.ok) {
    // Only a schema that libxml2 refuses for the derivation itself is a restriction test.
    const messages = original.problems.map((problem) => problem.description.slice(problem.description.indexOf(': ') + 2));
    if (!messages.every((message) => /base type|derivation|derived/i.test(message) && !/final|substitution/i.test(message))) return 'not comparable';
    // The restriction itself may be what does not compile: without it the schema must.
    unlinkRestrictions(schema);
    // Members whose type is no longer derived from their head's would not compile (libxml2-wasm
    // even hangs on some): substitution groups go with the restrictions.
    for (const element of descendants(schema)) if (isXs(element, 'element')) element.attributes = element.attributes.filter((candidate) => candidate.name !== 'substitutionGroup');
    if (!compile(schema).ok) return 'not comparable';
  }
  const verdicts: Verdict[] = [];
  const reasons: string[] = [];
  for (const pair of pairs) {
    reason = '';
    verdicts.push(certifyPair(schema, pair));
    reasons.push(reason);
  }
  const verdict: Verdict = verdicts.includes('not comparable') ? 'not comparable' : verdicts.includes('refused') ? 'refused' : verdicts.includes('manual') ? 'manual' : 'accepted';
  reason = reasons[verdicts.indexOf(verdict)] ?? '';
  return verdict;
}

const tally = { invalid: { refused: 0, manual: 0, accepted: 0 }, valid: { refused: 0, manual: 0, accepted: 0 } };
const disagreements: string[] = [];
const byReason = new Map<string, number>();
let skipped = 0;
for (const test of schemaTests()) {
  const verdict = certifyTest(test);
  if (verdict === 'not comparable') {
    skipped += 1;
    continue;
  }
  tally[test.valid ? 'valid' : 'invalid'][verdict] += 1;
  const expected = test.valid ? 'geldig' : 'ongeldig';
  if (process.env.VERBOSE === 'all') console.log(`${expected} -> ${verdict}: ${test.name}`);
  if ((test.valid && verdict !== 'accepted') || (!test.valid && verdict !== 'refused')) {
    disagreements.push(`${expected} -> ${verdict}: ${test.name} (${path.relative(suiteDirectory, test.document)})${reason ? ` — ${reason}` : ''}`);
    const key = `${expected} -> ${verdict}${reason ? `: ${reason}` : ''}`;
    byReason.set(key, (byReason.get(key) ?? 0) + 1);
  }
}

const invalid = tally.invalid.refused + tally.invalid.manual + tally.invalid.accepted;
const valid = tally.valid.refused + tally.valid.manual + tally.valid.accepted;
const agreeing = tally.invalid.refused + tally.valid.accepted;
if (process.env.VERBOSE) for (const line of disagreements) console.log(line);
console.log(`Paren uit de W3C-testsuite: ${invalid + valid} (${skipped} schematests niet vergelijkbaar of zonder restriction)`);
console.log(`Ongeldige restricties: ${invalid}; geweigerd ${tally.invalid.refused}, handmatig ${tally.invalid.manual}, ten onrechte geaccepteerd ${tally.invalid.accepted}`);
console.log(`Geldige restricties: ${valid}; geaccepteerd ${tally.valid.accepted}, handmatig ${tally.valid.manual}, ten onrechte geweigerd ${tally.valid.refused}`);
console.log(`Overeenstemming: ${agreeing} van ${invalid + valid} = ${((100 * agreeing) / Math.max(1, invalid + valid)).toFixed(1)}%`);
console.log('Afwijkingen per reden (de eerste melding van de checker):');
for (const [key, count] of [...byReason].sort((first, second) => second[1] - first[1])) console.log(`  ${String(count).padStart(4)}  ${key}`);

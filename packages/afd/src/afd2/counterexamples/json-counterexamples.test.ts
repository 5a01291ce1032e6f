import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { definitionCodeLists, definitionText, fixturesPresent, realDefinitions } from '../../../test/support/fixtures.ts';
import { editJson, stringsAt } from '../../../test/support/json-edit.ts';
import type { CodeList } from '../../model/catalogue.ts';
import { counterexampleTexts } from '../../model/message-example-texts.ts';
import { parseAfd2BaselineSchema } from '../baseline/parse-baseline-schema.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import { certifyJsonSchema } from '../certification/certify-json-schema.ts';
import { codeListDocuments, CodeListLookup, parseCodeListRef, type CodeListRef } from '../schema/code-list-ref.ts';

// Issue 18, point 3, AFD 2.0: a refusal carries an example message (JSON) that the organisation
// schema accepts and the baseline schema refuses. Each row edits the demo baseline (both sides, so
// that the baseline can hold the facet) and the organisation schema; the test validates the
// example it got both ways itself with a fresh Ajv of the schemas' draft.

type Edit = [pointer: string, edit: (target: Record<string, unknown>) => void];

interface Row {
  name: string;
  baseline?: Edit[];
  organisation: Edit[];
}

const claim = '/definitions/claimDefault';
const policy = '/definitions/policyDefault';
/** A number attribute and an array attribute of the policy (a root entity every message has), in both schemas. */
const policyExtras: Edit = [
  `${policy}/properties`,
  (properties) => Object.assign(properties, { premium: { type: 'number', maximum: 1000 }, notes: { type: 'array', uniqueItems: true, items: { type: 'string', maxLength: 20 }, maxItems: 2 } }),
];
const rows: Row[] = [
  {
    name: 'an extra enum value',
    baseline: [[`${policy}/properties/policyNumber`, (attribute) => (attribute.enum = ['A1', 'B2'])]],
    organisation: [[`${policy}/properties/policyNumber`, (attribute) => (attribute.enum = ['A1', 'B2', 'C3'])]],
  },
  { name: 'a longer maxLength', organisation: [[`${policy}/properties/policyNumber`, (attribute) => (attribute.maxLength = 50)]] },
  { name: 'a larger maximum', baseline: [policyExtras], organisation: [[`${policy}/properties/premium`, (attribute) => (attribute.maximum = 5000)]] },
  { name: 'a larger maxItems', baseline: [policyExtras], organisation: [[`${policy}/properties/notes`, (attribute) => (attribute.maxItems = 5)]] },
  { name: 'a dropped minContains (0 where the baseline asks 1)', organisation: [['/properties/policy/allOf/0', (item) => (item.minContains = 0)]] },
  { name: 'a wider maxContains (100 claims where the baseline allows 99)', organisation: [[`${policy}/properties/claim/allOf/0`, (item) => (item.maxContains = 100)]] },
  { name: 'a required attribute dropped', organisation: [[policy, (definition) => (definition.required = stringsAt(definition, 'required').filter((name) => name !== 'policyNumber'))]] },
];

const apply = (text: string, edits: readonly Edit[]) => edits.reduce((edited, [pointer, edit]) => editJson(edited, pointer, edit), text);

/** An independent validator of a schema text: a fresh Ajv of its draft with the code lists it refers to. */
function validatorOf(schemaText: string, codeLists: readonly CodeList[] = demoAfd2CodeLists): (instance: unknown) => boolean {
  const schema = JSON.parse(schemaText) as Record<string, unknown>;
  const refs: CodeListRef[] = [];
  JSON.stringify(schema, (key, value: unknown) => {
    const ref = key === '$ref' && typeof value === 'string' ? parseCodeListRef(value) : null;
    if (ref) refs.push(ref);
    return value;
  });
  const draft2020 = String(schema.$schema).includes('2020-12');
  const options = { strict: false, validateFormats: false, logger: false as const };
  const ajv = draft2020 ? new Ajv2020(options) : new Ajv2019(options);
  for (const document of codeListDocuments(refs, new CodeListLookup(codeLists))) ajv.addSchema(document);
  const validate = ajv.compile({ ...schema, $schema: draft2020 ? 'https://json-schema.org/draft/2020-12/schema' : 'https://json-schema.org/draft/2019-09/schema' });
  return (instance) => validate(instance) === true;
}

function certifyRow(row: Row, withBaselineSchema = true) {
  const baselineText = apply(demoAfd2BaselineSchemaText(), row.baseline ?? []);
  const parsed = parseAfd2BaselineSchema({ schemaText: baselineText, codeLists: demoAfd2CodeLists });
  if (!parsed.ok) throw new Error(`the edited baseline does not parse: ${JSON.stringify(parsed.messages)}`);
  const organisationText = apply(baselineText, row.organisation);
  const result = certifyJsonSchema({ schemaText: organisationText, baseline: parsed.library, codeLists: demoAfd2CodeLists, baselineSchemaText: withBaselineSchema ? baselineText : undefined });
  return { result, baselineText, organisationText };
}

describe('example messages for refusals (AFD 2.0)', () => {
  it.each(rows)('gives an example for $name that the organisation schema accepts and the baseline refuses', (row) => {
    const { result, baselineText, organisationText } = certifyRow(row);
    const refusals = result.messages.filter((message) => message.severity === 1);
    expect(refusals.length).toBeGreaterThan(0);
    const [organisation, baseline] = [validatorOf(organisationText), validatorOf(baselineText)];
    for (const refusal of refusals) {
      expect(refusal.example?.kind, `${refusal.message} ${refusal.description}`).toBe('built');
      if (refusal.example?.kind !== 'built') continue;
      expect(refusal.example).toMatchObject({ fileName: 'voorbeeldbericht.json', mediaType: 'application/json' });
      const instance: unknown = JSON.parse(refusal.example.content);
      expect(organisation(instance)).toBe(true);
      expect(baseline(instance)).toBe(false);
    }
  });

  it('says so when there is no baseline schema to confirm an example with', () => {
    const { result } = certifyRow(rows[1]!, false);
    const refusals = result.messages.filter((message) => message.severity === 1);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) expect(refusal.example).toEqual({ kind: 'none', reason: counterexampleTexts.noBaselineSchema });
  });

  it('says so where the baseline schema itself admits the wider message: an attribute of an entity in an optional array', () => {
    // A claim item that is no valid claimDefault is not counted by `contains`, and the baseline asks for
    // none (minContains 0): JSON Schema admits the message, though the checker refuses the definition.
    const nested: Row = { name: 'nested', organisation: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.maxLength = 50)]] };
    const refusals = certifyRow(nested).result.messages.filter((message) => message.severity === 1);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) expect(refusal.example).toEqual({ kind: 'none', reason: counterexampleTexts.noneBuilt });
  });
});

// The real VB-PUO definitions as baselines (../shared/fixtures), each widened everywhere at once: every
// maxLength a hundred times larger and every `required` list emptied. Whatever examples certification
// gives, the test validates both ways with its own Ajv.
describe.skipIf(!fixturesPresent)('example messages on the VB-PUO definitions (AFD 2.0)', () => {
  const widen = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(widen);
    else if (node && typeof node === 'object') {
      const object = node as Record<string, unknown>;
      if (typeof object.maxLength === 'number') object.maxLength *= 100;
      if (Array.isArray(object.required)) object.required = [];
      Object.values(object).forEach(widen);
    }
  };

  it.each(realDefinitions.map((definition) => [definition.label, definition] as const))('%s: every example is accepted by the widened schema and refused by the definition', (_label, definition) => {
    const baselineText = definitionText(definition);
    const codeLists = definitionCodeLists(definition);
    const parsed = parseAfd2BaselineSchema({ schemaText: baselineText, codeLists });
    if (!parsed.ok) throw new Error(`the definition does not parse as a baseline: ${JSON.stringify(parsed.messages)}`);
    const widened = JSON.parse(baselineText) as unknown;
    widen(widened);
    const organisationText = JSON.stringify(widened);
    const result = certifyJsonSchema({ schemaText: organisationText, baseline: parsed.library, codeLists, baselineSchemaText: baselineText });
    const built = result.messages.flatMap((message) => (message.severity === 1 && message.example?.kind === 'built' ? [message.example.content] : []));
    expect(built.length).toBeGreaterThan(0);
    const [organisation, baseline] = [validatorOf(organisationText, codeLists), validatorOf(baselineText, codeLists)];
    for (const content of built) {
      const instance: unknown = JSON.parse(content);
      expect(organisation(instance)).toBe(true);
      expect(baseline(instance)).toBe(false);
    }
  });
});

import { expect } from 'vitest';
import { catalogueResolverFromFiles } from '../afd1/catalogue/catalogue-resolver-from-files.ts';
import { validatorAccepts } from '../afd1/counterexamples/attach-counterexamples.ts';
import { loadSchemaSet } from '../afd1/xml/schema-set.ts';
import { withSchemaSetValidator } from '../afd1/xml/xsd-compile.ts';
import { CodeListLookup } from '../afd2/schema/code-list-ref.ts';
import { loadSchemaDocument } from '../afd2/schema/load-schema-document.ts';
import type { CodeList } from '../model/catalogue.ts';
import type { DirectionCompatibility } from './version-compatibility.ts';

// Test support for compatibility: the real engines asked directly, not through the checker —
// libxml2 for an XSD (its imports served from the catalogue's files), Ajv for a JSON Schema (its
// code lists resolved locally) — and the assertion every refusal must pass with them.

/** Whether libxml2 finds the XML message valid under the XSD. */
export function xsdAccepts(xsd: string, catalogueFiles: Readonly<Record<string, string>>, message: string): boolean {
  const load = loadSchemaSet(xsd, 'schema.xsd', catalogueResolverFromFiles(catalogueFiles));
  if (!load.ok) throw new Error(`the schema does not load: ${load.problems[0]?.description}`);
  const verdict = withSchemaSetValidator(load.set, (validator) => validatorAccepts(validator, message));
  if (verdict === null) throw new Error('the schema does not compile');
  return verdict;
}

/** Whether Ajv finds the JSON message valid under the JSON Schema. */
export function jsonSchemaAccepts(schemaText: string, codeLists: readonly CodeList[], message: string): boolean {
  const loaded = loadSchemaDocument(schemaText, new CodeListLookup(codeLists));
  if (!loaded.ok) throw new Error(`the schema does not load: ${loaded.messages[0]?.description}`);
  return loaded.loaded.validate(JSON.parse(message)) === true;
}

/** The direction is refused with a counterexample the engine accepts under `validUnder` and refuses under the other version. */
export function expectWitnessedRefusal(
  direction: DirectionCompatibility,
  validUnder: 'oud' | 'nieuw',
  versions: { oud: string; nieuw: string },
  accepts: (schema: string, message: string) => boolean,
): string {
  expect(direction.verdict, JSON.stringify(direction)).toBe('niet-compatibel');
  if (direction.verdict !== 'niet-compatibel') return '';
  const { message } = direction.counterexample;
  expect(direction.counterexample.validUnder).toBe(validUnder);
  expect(accepts(versions[validUnder], message), message).toBe(true);
  expect(accepts(versions[validUnder === 'oud' ? 'nieuw' : 'oud'], message), message).toBe(false);
  expect(direction.reasons.length).toBeGreaterThan(1);
  return message;
}

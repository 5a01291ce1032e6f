import { describe, expect, it } from 'vitest';
import type { BusinessRuleInput } from '../business-rules/rule-problems.ts';
import { BASELINES, generationInput, libraryOf, motorBusinessRules, motorDefinition } from '../generation/afd1/afd1-generation.fixture.ts';
import { generateAfd1Function } from '../generation/afd1/generate-afd1-function.ts';
import { xpathLibraryXml } from '../generation/afd1/xpath-library.ts';
import { importXPathLibraryRules, xpathLibraryImportTexts as texts } from './xpath-library-import.ts';

// Issue 27: 'Importeer AFD-definitie' (AFD 1.0) takes the rules of the set's afdXPathLibrary.xml
// into the definition's verbandscontroles, each checked as a saved rule is; a rule the definition
// cannot hold (another selection than the whole message) is named with why, never dropped silently.

const library = libraryOf(BASELINES.motor);
const file = 'Basis-offerte-afdXPathLibrary.xml';
const asStored = (rule: { name: string; expression: string; message: string }): BusinessRuleInput => ({ ...rule, source: file, type: 'xpath' });
const withRules = (rules: { name: string; selectionXPath: string; predicateXPath: string; errorMessage: string }[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<afdXPathLibrary xpathDefaultNamespace="urn:test">',
    ...rules.map(
      (rule) =>
        `<rule name="${rule.name}"><selectionXPath>${rule.selectionXPath}</selectionXPath><predicateXPath>${rule.predicateXPath}</predicateXPath><errorMessage>${rule.errorMessage}</errorMessage></rule>`,
    ),
    '</afdXPathLibrary>',
  ].join('\n');
const importOf = (rules: Parameters<typeof withRules>[0], existing: BusinessRuleInput[] = []) => importXPathLibraryRules(withRules(rules), file, existing, library);

describe('the rules of a generated AFD 1.0 set', () => {
  const generated = generateAfd1Function(generationInput(motorDefinition(), BASELINES.motor, 'offerte', [...motorBusinessRules, { name: 'BR3', expression: 'fn:exists(//PP)', message: 'Een polis hoort erbij.' }]));
  const libraryFile = generated.find((entry) => entry.name.endsWith('-afdXPathLibrary.xml'))?.content ?? '';

  it('are taken over with their names, predicates and own messages (the generated default read back as none), and the report counts them and names the source', () => {
    const imported = importXPathLibraryRules(libraryFile, file, [], library);
    expect(imported).toEqual({
      ok: true,
      businessRules: [...motorBusinessRules, { name: 'BR3', expression: 'fn:exists(//PP)', message: 'Een polis hoort erbij.' }].map(asStored),
      added: 3,
      report: [texts.taken(3, file)],
    });
  });

  it('are not added twice to a definition that has them, and nothing is said', () => {
    const own = motorBusinessRules.map((rule) => ({ ...rule, source: 'PP', type: 'pseudo' as const }));
    const imported = importXPathLibraryRules(xpathLibraryXml(motorBusinessRules, 'urn:test', ''), file, own, library);
    expect(imported).toEqual({ ok: true, businessRules: own, added: 0, report: [] });
  });
});

it('names a rule that selects other nodes than the whole message, and why, and takes the others', () => {
  const imported = importOf([
    { name: 'VB1', selectionXPath: '//PP', predicateXPath: 'fn:exists(VN)', errorMessage: 'Elke polis heeft een verzekeringnemer.' },
    { name: 'VB2', selectionXPath: '/*', predicateXPath: 'fn:exists(//PP)', errorMessage: 'Een polis.' },
  ]);
  expect(imported).toEqual({
    ok: true,
    businessRules: [asStored({ name: 'VB2', expression: 'fn:exists(//PP)', message: 'Een polis.' })],
    added: 1,
    report: [texts.otherSelection('VB1', file, '//PP'), texts.taken(1, file), texts.notTaken(1)],
  });
  expect(imported.report[0]).toBe(
    "Waarschuwing: verbandscontrole 'VB1' uit Basis-offerte-afdXPathLibrary.xml is niet overgenomen; de regel geldt voor de knopen die '//PP' kiest, een verbandscontrole van een definitie geldt voor het hele bericht ('/*').",
  );
});

it('names a rule without a predicate, one with a name longer than a saved one may have, and one whose name the definition uses for another condition; a rule without a name gets the first free BR name', () => {
  const own: BusinessRuleInput = { name: 'BR1', expression: 'fn:exists(//VN)', message: '', source: 'VN', type: 'xpath' };
  const imported = importOf([
    { name: 'Leeg', selectionXPath: '/*', predicateXPath: '', errorMessage: 'Niets.' },
    { name: 'N'.repeat(51), selectionXPath: '/*', predicateXPath: 'fn:exists(//PP)', errorMessage: 'Lang.' },
    { name: 'br1', selectionXPath: '/*', predicateXPath: 'fn:exists(//PP)', errorMessage: 'Een polis.' },
    { name: '', selectionXPath: '/*', predicateXPath: 'fn:exists(//PP/PB)', errorMessage: 'Verbandscontrole BR2 is niet voldaan.' },
  ], [own]);
  expect(imported).toEqual({
    ok: true,
    businessRules: [own, asStored({ name: 'BR2', expression: 'fn:exists(//PP/PB)', message: '' })],
    added: 1,
    report: [texts.noPredicate('Leeg', file), texts.longName('N'.repeat(51), file), texts.nameTaken('br1', file), texts.taken(1, file), texts.notTaken(3)],
  });
});

it('fails, naming each rule and why, where saving it would: XPath that does not compile, a name the library does not have', () => {
  const imported = importOf([
    { name: 'VB1', selectionXPath: '/*', predicateXPath: 'if (//PP then', errorMessage: 'Kapot.' },
    { name: 'VB2', selectionXPath: '/*', predicateXPath: 'fn:exists(//Kleur)', errorMessage: 'Kleur.' },
  ]);
  expect(imported.ok).toBe(false);
  expect(imported.report).toEqual([
    expect.stringMatching(/^Verbandscontrole 'VB1' uit Basis-offerte-afdXPathLibrary\.xml: Ongeldige invoer: /),
    "Verbandscontrole 'VB2' uit Basis-offerte-afdXPathLibrary.xml: Ongeldige invoer: Attribuut 'Kleur' bestaat niet in deze definitie",
  ]);
});

it('takes nothing into an AFD 2.0 definition, and says so', () => {
  const afd2 = { ...library, afdVersion: 2 as const };
  expect(importXPathLibraryRules(xpathLibraryXml(motorBusinessRules, 'urn:test', ''), file, [], afd2)).toEqual({ ok: true, businessRules: [], added: 0, report: [texts.notAfd1(file)] });
});

it('fails on a file that is no XPath library', () => {
  expect(importXPathLibraryRules('<schema/>', file, [], library)).toEqual({ ok: false, report: [texts.unusable(file)] });
  expect(importXPathLibraryRules('geen xml', file, [], library)).toEqual({ ok: false, report: [texts.unusable(file)] });
});

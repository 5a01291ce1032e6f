import type { BaselineLibrary } from '../../model/baseline-library.ts';
import { businessRuleProblems, type BusinessRuleInput } from '../business-rules/rule-problems.ts';
import { nextRuleName } from '../business-rules/rule-names.ts';
import { libraryIndex } from '../choices/choice-problems.ts';
import { readAfd1XPathLibrary } from '../generation/afd1/read-xpath-library.ts';
import { BUSINESS_RULE_SELECTION, businessRuleMessage } from '../generation/afd1/xpath-library.ts';

// 'Importeer AFD-definitie (ZIP)', AFD 1.0 (issue 27): the rules of the set's afdXPathLibrary.xml
// come along into the definition's verbandscontroles, in the same revision as the table, as the
// AFD 2.0 import takes its -validationRules.json. A definition's rule is a predicate over the whole
// message (generation writes it with the selection '/*'); a rule of the file that selects other
// nodes asks its predicate of each of them, which such a rule cannot hold: it is not taken, with a
// warning naming it and why. Each rule taken is checked as a saved rule is (businessRuleProblems:
// a name once, XPath 2.0 that compiles, stepping only to names of the library); one saving would
// refuse fails the import, naming it, and nothing is written. A rule the definition has already
// (the same predicate) is not added twice; one whose name the definition uses for another
// predicate is not taken, with a warning. The file does not say a rule's source ('Bron', required
// for AFD 1.0): a rule taken gets the file's name as its source, and the report says so.
// Generation writes 'Verbandscontrole {naam} is niet voldaan.' for a rule without a message of its
// own: that message is read back as none.

export const xpathLibraryImportTexts = {
  unusable: (file: string) => `${file} is onbruikbaar: het is geen afdXPathLibrary.xml (een XML-document met <afdXPathLibrary> en daarin <rule>-elementen).`,
  refused: (name: string, file: string, message: string) => `Verbandscontrole '${name}' uit ${file}: ${message}`,
  otherSelection: (name: string, file: string, selection: string) =>
    `Waarschuwing: verbandscontrole '${name}' uit ${file} is niet overgenomen; de regel geldt voor de knopen die '${selection}' kiest, een verbandscontrole van een definitie geldt voor het hele bericht ('${BUSINESS_RULE_SELECTION}').`,
  longName: (name: string, file: string) => `Waarschuwing: verbandscontrole '${name}' uit ${file} is niet overgenomen; de naam is langer dan ${MAX_RULE_NAME_LENGTH} tekens.`,
  noPredicate: (name: string, file: string) => `Waarschuwing: verbandscontrole '${name}' uit ${file} is niet overgenomen; de regel heeft geen predicateXPath.`,
  nameTaken: (name: string, file: string) =>
    `Waarschuwing: verbandscontrole '${name}' uit ${file} is niet overgenomen; de definitie heeft al een verbandscontrole met die naam en een andere conditie.`,
  taken: (count: number, file: string) =>
    `${count} ${count === 1 ? 'verbandscontrole' : 'verbandscontroles'} uit ${file} overgenomen als XPath; het bestand noemt geen bron, die is '${file}'.`,
  notAfd1: (file: string) => `Waarschuwing: ${file} is niet overgenomen; verbandscontroles in XPath horen bij een AFD 1.0-definitie, deze definitie is AFD 2.0 (JMESPath).`,
  notTaken: (count: number) => `${count} ${count === 1 ? 'verbandscontrole' : 'verbandscontroles'} niet overgenomen (zie de waarschuwingen).`,
} as const;

/** The longest name a saved verbandscontrole may have. */
const MAX_RULE_NAME_LENGTH = 50;

export type XPathLibraryImport =
  | { ok: true; /** The definition's rules followed by the ones taken over. */ businessRules: BusinessRuleInput[]; added: number; report: string[] }
  | { ok: false; report: string[] };

/** The names an AFD 1.0 rule may step to: every attribute and entity of the library. */
function namesOf(library: BaselineLibrary): Set<string> {
  const index = libraryIndex(library);
  return new Set([...index.attributes.values(), ...index.entities.values()].map((node) => node.name));
}

/**
 * The definition's rules with those of the set's afdXPathLibrary.xml (`text`, named `file` in the
 * report) it lacks, each checked as a save checks it against the definition's library.
 */
export function importXPathLibraryRules(text: string, file: string, existing: readonly BusinessRuleInput[], library: BaselineLibrary): XPathLibraryImport {
  if (library.afdVersion !== 1) return { ok: true, businessRules: [...existing], added: 0, report: [xpathLibraryImportTexts.notAfd1(file)] };
  const read = readAfd1XPathLibrary(text);
  if (read === null) return { ok: false, report: [xpathLibraryImportTexts.unusable(file)] };
  const expressions = new Set(existing.map((rule) => rule.expression.trim()));
  const names = existing.map((rule) => rule.name.trim());
  const warnings: string[] = [];
  const taken: BusinessRuleInput[] = [];
  for (const rule of read.rules) {
    const name = rule.name.trim() || nextRuleName(names);
    const expression = rule.predicateXPath.trim();
    const selection = rule.selectionXPath.trim();
    if (name.length > MAX_RULE_NAME_LENGTH) warnings.push(xpathLibraryImportTexts.longName(name, file));
    else if (expression === '') warnings.push(xpathLibraryImportTexts.noPredicate(name, file));
    else if (selection !== BUSINESS_RULE_SELECTION) warnings.push(xpathLibraryImportTexts.otherSelection(name, file, selection));
    else if (expressions.has(expression)) continue;
    else if (names.some((other) => other.toLowerCase() === name.toLowerCase())) warnings.push(xpathLibraryImportTexts.nameTaken(name, file));
    else {
      const errorMessage = rule.errorMessage.trim();
      const message = errorMessage === businessRuleMessage({ name, expression, message: '' }) ? '' : errorMessage;
      taken.push({ name, expression, message, source: file, type: 'xpath' });
      expressions.add(expression);
      names.push(name);
    }
  }
  const businessRules = [...existing, ...taken];
  // The definition's own rules were checked when they were saved: only the new ones can refuse the import.
  const problems = businessRuleProblems(businessRules, { afdVersion: 1, attributeNames: namesOf(library) });
  const errors = Object.entries(problems).flatMap(([field, messages]) => {
    const rule = businessRules[Number(field.split('.')[1])];
    return rule && taken.includes(rule) ? messages.map((message) => xpathLibraryImportTexts.refused(rule.name, file, message)) : [];
  });
  if (errors.length > 0) return { ok: false, report: errors };
  const counts = [...(taken.length > 0 ? [xpathLibraryImportTexts.taken(taken.length, file)] : []), ...(warnings.length > 0 ? [xpathLibraryImportTexts.notTaken(warnings.length)] : [])];
  return { ok: true, businessRules, added: taken.length, report: [...warnings, ...counts] };
}

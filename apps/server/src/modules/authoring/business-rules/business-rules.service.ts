import { businessRuleProblems, businessRuleTexts, compilePredicateXPath, engineReasonInDutch, libraryIndex, pseudoToXPath, type BaselineLibrary } from '@afd/afd';
import type { BusinessRule, BusinessRulesAnswer } from '@afd/contracts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { HttpProblem } from '../../../http/http-problem.ts';
import { definitionWithLibrary, lockedDefinitionWithLibrary } from '../definition-store/definition-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { inTransaction, saveChange } from '../definition-store/definition-change.ts';

// Verbandscontroles of a definition (001 §7): read with the attribute names the pseudo mode
// offers, saved as one revision once every rule holds (rule-problems in packages/afd), and pseudo
// code checked before the editor translates it ('Ongeldige invoer' with the position).

/** The names a rule may use: every attribute and entity of the library (an AFD 1.0 rule steps to elements, and counts entities). */
function attributeNamesOf(library: BaselineLibrary): string[] {
  const index = libraryIndex(library);
  const names = [...index.attributes.values(), ...index.entities.values()].map((node) => node.name);
  return [...new Set(names)].sort((left, right) => left.localeCompare(right, 'nl'));
}

export async function businessRules(db: Db, principal: Principal, organisationName: string, product: string): Promise<BusinessRulesAnswer> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const { row, library } = await definitionWithLibrary(db, organisation, product);
  return { businessRules: row.businessRules, attributeNames: attributeNamesOf(library), revision: row.revision };
}

/** Saves the whole list as the next revision, based on `revision` (409 when another save came in between), once every rule holds (400 with field errors otherwise). */
export async function saveBusinessRules(db: Db, principal: Principal, organisationName: string, product: string, rules: readonly BusinessRule[], revision: number): Promise<BusinessRulesAnswer> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  return inTransaction(db, async (tx) => {
    const { row, library } = await lockedDefinitionWithLibrary(tx, organisation, product, revision);
    const attributeNames = attributeNamesOf(library);
    const stored = rules.map((rule) => ({ ...rule, name: rule.name.trim(), expression: rule.expression.trim(), message: rule.message.trim(), source: rule.source.trim() }));
    const problems = businessRuleProblems(stored, { afdVersion: library.afdVersion, attributeNames: new Set(attributeNames) });
    const first = Object.values(problems)[0]?.[0];
    if (first !== undefined) throw new HttpProblem(400, 'Ongeldige invoer', first, problems);
    const saved = await saveChange(tx, principal, row, 'verbandscontroles', { businessRules: stored });
    return { businessRules: saved.businessRules, attributeNames, revision: saved.revision };
  });
}

/** The problems of a pseudo-code rule ('Ongeldige invoer: ...', in the Indien or Dan field it is in); empty when it translates and compiles. */
export async function validateBusinessRule(db: Db, principal: Principal, organisationName: string, product: string, expression: string): Promise<string[]> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const { library } = await definitionWithLibrary(db, organisation, product);
  const known = new Set(attributeNamesOf(library));
  const translated = pseudoToXPath(expression, known);
  if (!translated.ok) return [`${businessRuleTexts.invalidInput}: ${translated.message}`];
  const compiled = compilePredicateXPath(translated.xpath);
  return compiled.valid ? [] : [`${businessRuleTexts.invalidInput}: ${engineReasonInDutch('XPath', compiled.error)}`];
}

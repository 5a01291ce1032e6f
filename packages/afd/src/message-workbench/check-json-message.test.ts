import { describe, expect, it } from 'vitest';
import { input, message } from '../authoring/generation/json-schema/demo-afd2-definition.testing.ts';
import { generateAfd2Function } from '../authoring/generation/json-schema/generate-afd2-function.ts';
import { checkJsonMessage, type Afd2FunctionFiles } from './check-json-message.ts';
import type { MessageCheck } from './message-finding.ts';

// The workbench's AFD 2.0 check (issue 18, point 5) on the demo definition 'Autoschade', function
// 'melding', as its files are generated and downloaded: a message the definition allows has no
// finding; each kind of mistake a vendor makes gives its finding, at the place in the message
// where it is, in Dutch; a broken verbandscontrole is named. Both drafts the portal generates.

type Message = ReturnType<typeof message> & { policy: ({ object: Record<string, unknown>[]; claim: Record<string, unknown>[] } & Record<string, unknown>)[] };

function changed(change: (copy: Message) => void): string {
  const copy = message() as Message;
  change(copy);
  return JSON.stringify(copy);
}

const findingsOf = (check: MessageCheck) => {
  if (!check.ok) throw new Error(check.problem);
  return check.findings.map(({ kind, path, message: text }) => ({ kind, path, message: text }));
};

describe.each(['2019-09', '2020-12'] as const)('checking a message against a function generated in draft %s', (draft) => {
  const [schema, codeLists, rules] = generateAfd2Function(input({ jsonSchemaDraft: draft }));
  const files: Afd2FunctionFiles = { schemaText: schema?.content ?? '', codeListsText: codeLists?.content ?? null, rulesText: rules?.content ?? null };
  const check = (text: string) => findingsOf(checkJsonMessage(files, text));
  const policy = (copy: Message) => copy.policy[0]!;

  it('finds nothing in a message the definition allows', () => {
    expect(check(JSON.stringify(message()))).toEqual([]);
  });

  it('names a required attribute that is missing, where it is missing', () => {
    expect(check(changed((copy) => delete policy(copy).branch))).toContainEqual({ kind: 'schema', path: 'policy[0]', message: "Verplicht attribuut of entiteit 'branch' ontbreekt." });
  });

  it('names an attribute the function leaves out (N) as not allowed, at its own place', () => {
    expect(check(changed((copy) => (policy(copy).startDate = '2026-01-01')))).toContainEqual({ kind: 'schema', path: 'policy[0].startDate', message: "'startDate' is hier niet toegestaan." });
  });

  it('says a code outside the subset is not among the allowed values, once', () => {
    const found = check(changed((copy) => (policy(copy).branch = '099')));
    expect(found.filter((finding) => finding.path === 'policy[0].branch')).toEqual([{ kind: 'schema', path: 'policy[0].branch', message: "De waarde '099' komt niet voor in de toegestane waarden." }]);
  });

  it('says which facet a value breaks, where it is, and that its entity no longer counts', () => {
    const found = check(changed((copy) => (policy(copy).premiumAmount = -5)));
    expect(found).toContainEqual({ kind: 'schema', path: 'policy[0].premiumAmount', message: 'De waarde moet minstens 0 zijn.' });
    expect(found).toContainEqual({ kind: 'schema', path: 'policy', message: 'De lijst moet minstens 1 en hoogstens 1 entiteiten van de gevraagde soort bevatten.' });
  });

  it('says an entity occurs more often than the function allows', () => {
    const car = (plate: string) => ({ entityType: 'car', licensePlate: plate, buildYear: 2015 });
    const found = check(changed((copy) => (policy(copy).object = [car('A'), car('B'), car('C')])));
    expect(found).toContainEqual(expect.objectContaining({ kind: 'schema', path: 'policy[0].object' }));
  });

  it('names an entity of a type the function does not keep as not allowed there, once and nothing else', () => {
    const found = check(changed((copy) => policy(copy).object.push({ entityType: 'trailer', licensePlate: 'X-1' })));
    // The trailer makes its policy fail the policy definition, so the root's policy clause no longer counts it.
    expect(found).toEqual([
      { kind: 'schema', path: 'policy[0].object[1]', message: "Een entiteit van type 'trailer' is hier niet toegestaan (toegestaan: 'car')." },
      { kind: 'schema', path: 'policy', message: 'De lijst moet minstens 1 en hoogstens 1 entiteiten van de gevraagde soort bevatten.' },
    ]);
  });

  it("reports a broken entity by its own definition's findings only, not by the array's closure", () => {
    const found = check(changed((copy) => delete policy(copy).object[0]!.buildYear));
    expect(found).toEqual([
      { kind: 'schema', path: 'policy[0].object[0]', message: "Verplicht attribuut of entiteit 'buildYear' ontbreekt." },
      { kind: 'schema', path: 'policy', message: 'De lijst moet minstens 1 en hoogstens 1 entiteiten van de gevraagde soort bevatten.' },
    ]);
  });

  it('names the verbandscontrole a message breaks, with its own message', () => {
    const found = check(changed((copy) => {
      policy(copy).claim[0]!.claimType = '2';
      delete (policy(copy) as Record<string, unknown>).object;
    }));
    expect(found).toContainEqual({ kind: 'verbandscontrole', path: '', message: 'Verbandscontrole BR1 is niet voldaan. Bij diefstal hoort een object.' });
  });

  it('refuses a message that is not JSON, too deep or not an object, in Dutch', () => {
    const problem = (text: string) => {
      const result = checkJsonMessage(files, text);
      return result.ok ? null : result.problem;
    };
    expect(problem('{"policy": [')).toMatch(/^Het bericht is geen geldige JSON: /);
    expect(problem(`${'['.repeat(500)}${']'.repeat(500)}`)).toMatch(/te diep genest/);
    expect(problem('[1, 2]')).toBe('Het bericht is geen JSON-object.');
  });

  it('says so when the function files are not usable, and checks nothing', () => {
    const result = checkJsonMessage({ ...files, rulesText: '{"rule": 3}' }, JSON.stringify(message()));
    expect(result).toEqual({ ok: false, problem: "De verbandscontroles van deze functie zijn niet te lezen: 'rule' is geen lijst." });
  });
});

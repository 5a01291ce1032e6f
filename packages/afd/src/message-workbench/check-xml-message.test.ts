import { describe, expect, it } from 'vitest';
import { BASELINES, generationInput, libraryOf, motorBusinessRules, motorDefinition } from '../authoring/generation/afd1/afd1-generation.fixture.ts';
import { generateAfd1Function } from '../authoring/generation/afd1/generate-afd1-function.ts';
import { messageXml, samplePlan, type MessagePlan } from '../authoring/generation/afd1/sample-message.testing.ts';
import { checkXmlMessage } from './check-xml-message.ts';
import type { MessageCheck } from './message-finding.ts';

// The workbench's AFD 1.0 check (issue 18, point 5) on the motor definition of the generation
// tests, function 'polis', as 'Exporteer XSD per functie' zips its files: a message the function
// allows has no finding; each mistake gives libxml2's refusal in Dutch at the element where it
// is; a broken verbandscontrole is named; a hostile or broken message is refused, not read.

const definition = motorDefinition();
const library = libraryOf(BASELINES.motor);
const PP = 'Contractbericht/PP';
const files = Object.fromEntries(generateAfd1Function(generationInput(definition, BASELINES.motor, 'polis', motorBusinessRules)).map((file) => [file.name, file.content]));

function message(change: (plan: MessagePlan) => void = () => undefined): string {
  const plan = samplePlan(library, definition, 'polis');
  change(plan);
  return messageXml(library, plan, library.targetNamespace ?? '');
}

const findingsOf = (check: MessageCheck) => {
  if (!check.ok) throw new Error(check.problem);
  return check.findings.map(({ kind, path, message: text }) => ({ kind, path, message: text }));
};
const check = (text: string) => findingsOf(checkXmlMessage({ files }, text));

describe('checking an AFD 1.0 message against a generated function', () => {
  it('finds nothing in a message the function allows', () => {
    expect(check(message())).toEqual([]);
  });

  it('says a value is outside the code-list subset, at its element', () => {
    const found = check(message((plan) => plan.attributes.set(`${PP}@PP_BRANCHE`, '020')));
    expect(found).toEqual([expect.objectContaining({ kind: 'schema', path: 'Contractbericht/PP/PP_BRANCHE' })]);
    expect(found[0]?.message).toMatch(/^De waarde '020' komt niet voor in de toegestane waarden\. \(melding van de XML-validator: /);
  });

  it('says an element the function leaves out is not expected here', () => {
    const found = check(message((plan) => plan.attributes.set(`${PP}/VT@VT_OMSCHR`, 'Golf')));
    expect(found).toEqual([expect.objectContaining({ kind: 'schema', path: 'Contractbericht/PP/VT/VT_OMSCHR', message: expect.stringMatching(/^Element 'VT_OMSCHR' hoort hier niet\./) })]);
  });

  it('says a required element is missing', () => {
    const found = check(message((plan) => plan.attributes.delete(`${PP}@PP_INCASSO`)));
    expect(found).toEqual([expect.objectContaining({ kind: 'schema', message: expect.stringMatching(/^In 'PP' ontbreekt een verplicht element: .*PP_INCASSO|^Element '.+' hoort hier niet; hier wordt verwacht: .*PP_INCASSO/) })]);
  });

  it('names a verbandscontrole the message breaks', () => {
    // BR2: with PP_INCASSO 'J' the message must hold a premium (PB/PB_PREMIE).
    const withoutPremium = message((plan) => {
      plan.attributes.set(`${PP}@PP_INCASSO`, 'J');
      for (const path of [...plan.entities.keys()]) if (path.startsWith(`${PP}/PB`)) plan.entities.delete(path);
    });
    expect(check(withoutPremium).filter((finding) => finding.kind === 'verbandscontrole')).toEqual([{ kind: 'verbandscontrole', path: '', message: 'Verbandscontrole BR2 is niet voldaan.' }]);
  });

  it('refuses a message with a DOCTYPE (entity expansion) or that is not XML, in Dutch', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><Contractbericht>&lol2;</Contractbericht>`;
    const refused = checkXmlMessage({ files }, bomb);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.problem).toMatch(/^Het bericht is geen bruikbare XML: /);
    const broken = checkXmlMessage({ files }, '<Contractbericht><PP>');
    expect(broken.ok ? '' : broken.problem).toMatch(/^Het bericht is geen bruikbare XML: /);
  });
});

import { describe, expect, it } from 'vitest';
import { definitionDateProblems, normaliseDefinitionDate, parseDefinitionDate } from './definition-dates.ts';
import { definitionPropertyProblems, normaliseDefinitionProperties, type DefinitionProperties } from './definition-properties.ts';
import { tagProblem, tagRequiresProductSegment, tagRequiresRiskCarrier } from './definition-tag.ts';
import { definitionVersionProblem } from './definition-version.ts';
import { checkNewFunctionName } from './function-name.ts';
import { checkNewProductName, productNameProblem } from './product-name.ts';

// Every rule of 001 §5 'Definition properties', each with the spec's exact message.

describe('product name', () => {
  it.each(['Reis', 'Polderzeker Reis 2024', 'a', 'Reis_(basis)-v1.0, extra*', 'x'.repeat(70)])('accepts %j', (name) => {
    expect(productNameProblem(name)).toBeNull();
  });
  it.each([
    ['', 'Productnaam is verplicht.'],
    ['   ', 'Productnaam is verplicht.'],
    ['x'.repeat(71), 'Productnaam is niet valide.'],
    ['Reis/Basis', 'Productnaam is niet valide.'],
    ['Reis & Co', 'Productnaam is niet valide.'],
    ['Reisverzekering-ï', 'Productnaam is niet valide.'],
    ['Reis\tBasis', 'Productnaam is niet valide.'],
  ])('refuses %j with %j', (name, message) => {
    expect(productNameProblem(name)).toBe(message);
  });
  it('trims a new name and refuses a copy under the same name, case aside', () => {
    expect(checkNewProductName('  Reis  ')).toEqual({ ok: true, name: 'Reis' });
    expect(checkNewProductName('reis', 'Reis')).toEqual({ ok: false, message: 'Productnaam is niet valide.' });
    expect(checkNewProductName('', 'Reis')).toEqual({ ok: false, message: 'Productnaam is verplicht.' });
    expect(checkNewProductName('Reis kopie', 'Reis')).toEqual({ ok: true, name: 'Reis kopie' });
  });
});

describe('definition version', () => {
  it.each([
    ['001.01', null],
    ['999.99', null],
    ['', 'Versie AFD-definitie is verplicht.'],
    ['1.01', 'Versie AFD-definitie is niet valide.'],
    ['001.1', 'Versie AFD-definitie is niet valide.'],
    ['001,01', 'Versie AFD-definitie is niet valide.'],
    ['0001.01', 'Versie AFD-definitie is niet valide.'],
  ])('%j gives %j', (version, message) => {
    expect(definitionVersionProblem(version)).toBe(message);
  });
});

describe('dates', () => {
  it.each(['1-1-2024', '01-01-2024', '31-1-2024', '30-4-2024', '29-2-2024', '29-02-2100', '28-2-2023', '31-12-9999'])('accepts %j', (text) => {
    expect(parseDefinitionDate(text)).not.toBeNull();
  });
  it.each(['31-4-2024', '29-2-2023', '30-2-2024', '0-1-2024', '1-13-2024', '1-0-2024', '1-1-24', '2024-01-01', '1/1/2024', '001-1-2024'])('refuses %j', (text) => {
    expect(parseDefinitionDate(text)).toBeNull();
  });
  it('follows the spec in taking every year divisible by 4 as a leap year', () => {
    expect(parseDefinitionDate('29-2-1900')).toEqual({ day: 29, month: 2, year: 1900 });
  });
  it('writes dates with two-digit day and month on save, and leaves empty empty', () => {
    expect(normaliseDefinitionDate('1-2-2024')).toBe('01-02-2024');
    expect(normaliseDefinitionDate('')).toBe('');
  });
  it.each([
    ['', '', {}],
    ['1-1-2024', '', {}],
    ['31-4-2024', '', { ingangsdatum: 'Ingangsdatum heeft een ongeldige waarde.' }],
    ['', '32-1-2024', { einddatum: 'Einddatum heeft een ongeldige waarde.' }],
    ['2-1-2024', '1-1-2024', { ingangsdatum: 'Ingangsdatum ligt na de einddatum.' }],
    ['1-1-2024', '1-1-2024', {}],
    ['31-12-2023', '1-1-2024', {}],
  ])('start %j and end %j give %j', (start, end, problems) => {
    expect(definitionDateProblems(start, end)).toEqual(problems);
  });
});

describe('tag', () => {
  it.each(['', 'SUIV', 'SUIV-EP', 'MIJN TAG 2', 'A'.repeat(50)])('accepts %j', (tag) => {
    expect(tagProblem(tag)).toBeNull();
  });
  it.each(['suiv', 'SUIV_EP', 'SUÏV', 'A'.repeat(51), 'SUIV.EP'])('refuses %j', (tag) => {
    expect(tagProblem(tag)).toBe('Tag heeft een ongeldige waarde (maximaal 50 hoofdletters, spaties, mintekens, geen diakrieten).');
  });
  it.each([
    ['SUIV', true, false],
    ['SUIV-COMBI', true, false],
    ['SUIV-EP', true, true],
    ['SUIV-BIJ', true, false],
    ['SUIV-X', false, false],
    ['', false, false],
  ])('%j requires a product segment: %s, a risk carrier: %s', (tag, segment, carrier) => {
    expect(tagRequiresProductSegment(tag)).toBe(segment);
    expect(tagRequiresRiskCarrier(tag)).toBe(carrier);
  });
});

describe('function names', () => {
  it('trims and accepts a new name', () => {
    expect(checkNewFunctionName('  offerte ', ['aanvraag'])).toEqual({ ok: true, name: 'offerte' });
  });
  it.each([
    ['polisblad_gegevens', "Functienaam 'polisblad_gegevens' is niet toegestaan."],
    ['Polisblad_Gegevens', "Functienaam 'Polisblad_Gegevens' is niet toegestaan."],
    ['x'.repeat(51), `Functienaam '${'x'.repeat(51)}' is niet toegestaan.`],
    ['', "Functienaam '' is niet toegestaan."],
    ['aan/vraag', "Functienaam 'aan/vraag' is niet toegestaan."],
    ['Aanvraag', "Functienaam 'Aanvraag' bestaat al."],
  ])('refuses %j with %j', (name, message) => {
    expect(checkNewFunctionName(name, ['aanvraag', 'mutatie'])).toEqual({ ok: false, message });
  });
});

const valid: DefinitionProperties = {
  name: 'Reis',
  definitionVersion: '001.00',
  brancheCode: '',
  porCode: '',
  ingangsdatum: '1-1-2025',
  einddatum: '',
  riskCarrier: '',
  productSegment: 0,
  tag: '',
  changelog: '',
};

describe('the properties form as a whole', () => {
  const context = { otherProductNames: ['Opstal', 'Inboedel'] };
  it('has no problems when every field is valid', () => {
    expect(definitionPropertyProblems(valid, context)).toEqual({});
  });
  it('refuses a name another definition of the organisation has, case aside', () => {
    expect(definitionPropertyProblems({ ...valid, name: 'opstal' }, context)).toEqual({ name: 'Productnaam bestaat al binnen deze organisatie.' });
  });
  it('demands a risk carrier and a segment for SUIV-EP, and only a segment for SUIV', () => {
    expect(definitionPropertyProblems({ ...valid, tag: 'SUIV-EP' }, context)).toEqual({
      riskCarrier: 'Risicodrager is verplicht bij gespecificeerde tag.',
      productSegment: 'ProductSegment is verplicht bij gespecificeerde tag.',
    });
    expect(definitionPropertyProblems({ ...valid, tag: 'SUIV', productSegment: 2 }, context)).toEqual({});
    expect(definitionPropertyProblems({ ...valid, tag: 'SUIV-EP', productSegment: 1, riskCarrier: 'Zuiderlicht' }, context)).toEqual({});
  });
  it('refuses codes outside the baseline lists when they are known', () => {
    expect(definitionPropertyProblems({ ...valid, brancheCode: '999' }, { ...context, brancheCodes: ['020', '021'] })).toEqual({ brancheCode: 'Ongeldige waarde.' });
  });
  it('stores dates with two digits and drops a risk carrier the tag does not need', () => {
    expect(normaliseDefinitionProperties({ ...valid, name: ' Reis ', ingangsdatum: '1-2-2025', einddatum: '9-9-2026', riskCarrier: 'X', tag: 'SUIV' })).toMatchObject({
      name: 'Reis',
      ingangsdatum: '01-02-2025',
      einddatum: '09-09-2026',
      riskCarrier: '',
      tag: 'SUIV',
    });
    expect(normaliseDefinitionProperties({ ...valid, riskCarrier: ' Zuiderlicht ', tag: 'SUIV-EP' }).riskCarrier).toBe('Zuiderlicht');
  });
});

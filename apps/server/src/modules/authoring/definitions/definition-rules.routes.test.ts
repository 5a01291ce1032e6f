import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { authoringRowCounts, authoringTestApp, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// Every rule of 001 §5 'Definition properties' as the server enforces it, one row per rule with
// the spec's exact message on its field (problem+json `errors`), and the accepted edge of each
// rule. A refused save changes nothing. Also the names of new, copied and renamed definitions,
// custom functions and the base functions.

const tagMessage = 'Tag heeft een ongeldige waarde (maximaal 50 hoofdletters, spaties, mintekens, geen diakrieten).';

describe.each(testEngines)('definition rules (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Productdefinities';

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator']));
    for (const name of ['Eigenschappen', 'Bestaande Naam']) await create(name);
  });
  afterAll(() => testApp.close());

  const rowCounts = () => authoringRowCounts(testApp.database);
  const create = (name: string) => matrix.as('validator', { method: 'POST', url: `${base}/${org()}/${encodeURIComponent(name)}`, payload: baseline.names });
  const metadataUrl = (name: string) => `${base}/MetaData/${org()}/${encodeURIComponent(name)}`;
  const metadata = async (name: string) => (await matrix.as('validator', { method: 'GET', url: metadataUrl(name) })).json();
  /** The stored metadata with valid values in every field a rule looks at. */
  const validMetadata = async (name: string) => ({
    ...(await metadata(name)),
    name,
    definitionVersion: '001.00',
    ingangsdatum: '1-1-2026',
    einddatum: '31-12-2026',
    tag: '',
    riskCarrier: '',
    productSegment: 0,
    brancheCode: '',
    porCode: '',
  });
  const saveMetadata = (name: string, body: object) => matrix.as('validator', { method: 'POST', url: metadataUrl(name), payload: body });

  describe('properties (001 §5 "Definition properties")', () => {
    it.each([
      // Product name: 1-70 of letters, digits, space and - _ . , ( ) *; unique in the organisation.
      [{ name: '' }, 'name', 'Productnaam is verplicht.'],
      [{ name: '   ' }, 'name', 'Productnaam is verplicht.'],
      [{ name: 'P'.repeat(71) }, 'name', 'Productnaam is niet valide.'],
      [{ name: 'Reis/Basis' }, 'name', 'Productnaam is niet valide.'],
      [{ name: 'Reis & Co' }, 'name', 'Productnaam is niet valide.'],
      [{ name: 'Reisverzekering-ï' }, 'name', 'Productnaam is niet valide.'],
      [{ name: 'bestaande naam' }, 'name', 'Productnaam bestaat al binnen deze organisatie.'],
      // Version nnn.nn.
      [{ definitionVersion: '' }, 'definitionVersion', 'Versie AFD-definitie is verplicht.'],
      [{ definitionVersion: '1.00' }, 'definitionVersion', 'Versie AFD-definitie is niet valide.'],
      [{ definitionVersion: '001.0' }, 'definitionVersion', 'Versie AFD-definitie is niet valide.'],
      [{ definitionVersion: '001,00' }, 'definitionVersion', 'Versie AFD-definitie is niet valide.'],
      // Dates d-m-yyyy with real month lengths; 29 February only in years divisible by 4.
      [{ ingangsdatum: '29-2-2027' }, 'ingangsdatum', 'Ingangsdatum heeft een ongeldige waarde.'],
      [{ ingangsdatum: '31-4-2026' }, 'ingangsdatum', 'Ingangsdatum heeft een ongeldige waarde.'],
      [{ ingangsdatum: '1-13-2026' }, 'ingangsdatum', 'Ingangsdatum heeft een ongeldige waarde.'],
      [{ ingangsdatum: '2026-01-01' }, 'ingangsdatum', 'Ingangsdatum heeft een ongeldige waarde.'],
      [{ ingangsdatum: '1-1-26' }, 'ingangsdatum', 'Ingangsdatum heeft een ongeldige waarde.'],
      [{ einddatum: '31-6-2026' }, 'einddatum', 'Einddatum heeft een ongeldige waarde.'],
      [{ einddatum: '30-2-2028' }, 'einddatum', 'Einddatum heeft een ongeldige waarde.'],
      [{ einddatum: '0-1-2026' }, 'einddatum', 'Einddatum heeft een ongeldige waarde.'],
      [{ ingangsdatum: '2-1-2027', einddatum: '1-1-2027' }, 'ingangsdatum', 'Ingangsdatum ligt na de einddatum.'],
      // Tag: at most 50 of A-Z, 0-9, space and hyphen.
      [{ tag: 'suiv' }, 'tag', tagMessage],
      [{ tag: 'SUIV_EP' }, 'tag', tagMessage],
      [{ tag: 'SUÏV' }, 'tag', tagMessage],
      [{ tag: 'T'.repeat(51) }, 'tag', tagMessage],
      // Risk carrier for SUIV-EP; product segment for SUIV, SUIV-COMBI, SUIV-EP, SUIV-BIJ.
      [{ tag: 'SUIV-EP', productSegment: 2, riskCarrier: '' }, 'riskCarrier', 'Risicodrager is verplicht bij gespecificeerde tag.'],
      [{ tag: 'SUIV-EP', productSegment: 2, riskCarrier: '   ' }, 'riskCarrier', 'Risicodrager is verplicht bij gespecificeerde tag.'],
      [{ tag: 'SUIV', productSegment: 0 }, 'productSegment', 'ProductSegment is verplicht bij gespecificeerde tag.'],
      [{ tag: 'SUIV-COMBI', productSegment: 0 }, 'productSegment', 'ProductSegment is verplicht bij gespecificeerde tag.'],
      [{ tag: 'SUIV-EP', productSegment: 0, riskCarrier: 'Verzekeraar' }, 'productSegment', 'ProductSegment is verplicht bij gespecificeerde tag.'],
      [{ tag: 'SUIV-BIJ', productSegment: 0 }, 'productSegment', 'ProductSegment is verplicht bij gespecificeerde tag.'],
      // Branche and POR code: one of the library's ADNBRA and PORMAA codes (the form's selects).
      [{ brancheCode: '999' }, 'brancheCode', 'Ongeldige waarde.'],
      [{ porCode: 'X' }, 'porCode', 'Ongeldige waarde.'],
    ])('refuses %j with the message on %s, and changes nothing', async (change, field, message) => {
      const before = { metadata: await metadata('Eigenschappen'), rows: await rowCounts() };
      const response = await saveMetadata('Eigenschappen', { ...(await validMetadata('Eigenschappen')), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors[field]).toEqual([message]);
      expect(await metadata('Eigenschappen')).toEqual(before.metadata);
      expect(await rowCounts()).toEqual(before.rows);
    });

    it('answers every broken rule at once, each on its own field', async () => {
      const response = await saveMetadata('Eigenschappen', { ...(await validMetadata('Eigenschappen')), name: '', definitionVersion: '1', einddatum: '32-1-2026', tag: 'SUIV-EP' });
      expect(response.json().errors).toEqual({
        name: ['Productnaam is verplicht.'],
        definitionVersion: ['Versie AFD-definitie is niet valide.'],
        einddatum: ['Einddatum heeft een ongeldige waarde.'],
        riskCarrier: ['Risicodrager is verplicht bij gespecificeerde tag.'],
        productSegment: ['ProductSegment is verplicht bij gespecificeerde tag.'],
      });
    });

    it.each([
      [{ name: 'P'.repeat(70) }, { name: 'P'.repeat(70) }],
      [{ name: 'Reis_(basis)-v1.0, extra*' }, { name: 'Reis_(basis)-v1.0, extra*' }],
      [{ ingangsdatum: '29-2-2028', einddatum: '' }, { ingangsdatum: '29-02-2028', einddatum: '' }],
      [{ ingangsdatum: '1-1-2027', einddatum: '1-1-2027' }, { ingangsdatum: '01-01-2027', einddatum: '01-01-2027' }],
      [{ ingangsdatum: '', einddatum: '' }, { ingangsdatum: '', einddatum: '' }],
      [{ tag: 'T'.repeat(50) }, { tag: 'T'.repeat(50) }],
      [{ tag: 'SUIV-COMBI', productSegment: 3, riskCarrier: 'Weg' }, { tag: 'SUIV-COMBI', productSegment: 3, riskCarrier: '' }],
      [{ tag: 'SUIV-EP', productSegment: 1, riskCarrier: ' Risico N.V. ' }, { tag: 'SUIV-EP', productSegment: 1, riskCarrier: 'Risico N.V.' }],
      [{ brancheCode: '060', porCode: 'J' }, { brancheCode: '060', porCode: 'J' }],
      [{ datacatVersion: '19990101' }, { datacatVersion: '20260201' }],
    ])('accepts %j and stores %j', async (change, stored) => {
      const name = `Geldig ${Math.random().toString(36).slice(2, 8)}`;
      await create(name);
      const response = await saveMetadata(name, { ...(await validMetadata(name)), ...change });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...stored, revision: 2 });
      const savedName = (stored as { name?: string }).name ?? name;
      expect(await metadata(savedName)).toEqual(response.json());
    });

    it('keeps its own name, in another case too, without calling it taken', async () => {
      const response = await saveMetadata('Eigenschappen', { ...(await validMetadata('Eigenschappen')), name: 'EIGENSCHAPPEN' });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe('EIGENSCHAPPEN');
      await saveMetadata('EIGENSCHAPPEN', { ...(await validMetadata('EIGENSCHAPPEN')), name: 'Eigenschappen' });
    });
  });

  describe('names of new, copied and renamed definitions', () => {
    it.each([
      ['   ', 'Productnaam is verplicht.'],
      ['Reis/Basis', 'Productnaam is niet valide.'],
      ['R'.repeat(71), 'Productnaam is niet valide.'],
    ])('refuses %j with %j on create, copy and rename', async (name, message) => {
      const before = await rowCounts();
      const encoded = encodeURIComponent(name);
      for (const request of [
        { method: 'POST' as const, url: `${base}/${org()}/${encoded}`, payload: baseline.names },
        { method: 'POST' as const, url: `${base}/Copy/${org()}/Eigenschappen?newName=${encoded}` },
        { method: 'POST' as const, url: `${base}/Rename/${org()}/Eigenschappen?newName=${encoded}` },
      ]) {
        const response = await matrix.as('validator', request);
        expect(response.statusCode, request.url).toBe(400);
        expect(response.json().errors, request.url).toEqual({ name: [message] });
      }
      expect(await rowCounts()).toEqual(before);
    });

    it("refuses a taken name with 'Product {name} bestaat al onder {basedOn}.' on create, copy and rename", async () => {
      const detail = `Product Bestaande Naam bestaat al onder ${baseline.basedOn}.`;
      for (const request of [
        { method: 'POST' as const, url: `${base}/${org()}/${encodeURIComponent('bestaande NAAM')}`, payload: baseline.names },
        { method: 'POST' as const, url: `${base}/Copy/${org()}/Eigenschappen?newName=${encodeURIComponent(' Bestaande naam ')}` },
        { method: 'POST' as const, url: `${base}/Rename/${org()}/Eigenschappen?newName=${encodeURIComponent('BESTAANDE NAAM')}` },
      ]) {
        const response = await matrix.as('validator', request);
        expect(response.statusCode, request.url).toBe(409);
        expect(response.json(), request.url).toMatchObject({ detail, errors: { name: [detail] } });
      }
    });

    it('trims a new name and refuses a copy under the name of its original', async () => {
      expect((await create('  Getrimd  ')).json().name).toBe('Getrimd');
      const same = await matrix.as('validator', { method: 'POST', url: `${base}/Copy/${org()}/Getrimd?newName=${encodeURIComponent(' GETRIMD ')}` });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toEqual({ name: ['De kopie moet een andere naam krijgen dan het origineel.'] });
    });
  });

  describe('functions', () => {
    const functionsUrl = (name: string) => `${base}/Functions/${org()}/${encodeURIComponent(name)}`;

    it.each([
      ['polisblad_gegevens', "Functienaam 'polisblad_gegevens' is niet toegestaan."],
      ['POLISBLAD_GEGEVENS', "Functienaam 'POLISBLAD_GEGEVENS' is niet toegestaan."],
      ['f'.repeat(51), `Functienaam '${'f'.repeat(51)}' is niet toegestaan.`],
      ['   ', "Functienaam '' is niet toegestaan."],
      ['aan/vraag', "Functienaam 'aan/vraag' is niet toegestaan."],
      ['OFFERTE', "Functienaam 'OFFERTE' bestaat al."],
      [' polis ', "Functienaam 'polis' bestaat al."],
    ])('refuses the custom function %j with %j on its field', async (name, message) => {
      const current = (await matrix.as('validator', { method: 'GET', url: functionsUrl('Eigenschappen') })).json();
      const before = await rowCounts();
      const response = await matrix.as('validator', {
        method: 'POST',
        url: functionsUrl('Eigenschappen'),
        payload: { functions: [...current.functions, { name, active: false, custom: true }], revision: current.revision },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [`functions.${current.functions.length}.name`]: [message] });
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses two custom functions of one name in the same save', async () => {
      const current = (await matrix.as('validator', { method: 'GET', url: functionsUrl('Eigenschappen') })).json();
      const twice = [{ name: 'schade', active: false, custom: true }, { name: 'Schade', active: false, custom: true }];
      const response = await matrix.as('validator', { method: 'POST', url: functionsUrl('Eigenschappen'), payload: { functions: [...current.functions, ...twice], revision: current.revision } });
      expect(response.json().errors).toEqual({ [`functions.${current.functions.length + 1}.name`]: ["Functienaam 'Schade' bestaat al."] });
    });

    it('accepts a name of 50 characters, trimmed', async () => {
      const current = (await matrix.as('validator', { method: 'GET', url: functionsUrl('Eigenschappen') })).json();
      const name = 'f'.repeat(50);
      const response = await matrix.as('validator', { method: 'POST', url: functionsUrl('Eigenschappen'), payload: { functions: [...current.functions, { name: ` ${name} `, active: true, custom: true }], revision: current.revision } });
      expect(response.statusCode).toBe(200);
      expect(response.json().functions.at(-1)).toEqual({ name, active: true, custom: true });
    });
  });

  describe('choices of the definition page narrow its library (docs/authoring.md)', () => {
    const updateUrl = (name: string) => `${base}/${org()}/${encodeURIComponent(name)}/${encodeURIComponent('Iemand')}/${encodeURIComponent('24-11-2026 10:00')}`;
    const attribute = (fields: object) => ({ selected: true, presenceByFunction: {}, customOptionList: null, codeListSubset: null, useUpToDateCodeList: false, minimum: null, maximum: null, facets: {}, arrayFacets: {}, helpText: null, ...fields });

    it.each([
      ['entities', 'Polis/Object', { selected: true, maxOccursByFunction: { offerte: 6 } }, "Het maximum aantal bij functie 'offerte' (6) is hoger dan dat van de baseline (5)."],
      ['entities', 'Polis/Object', { selected: true, maxOccursByFunction: { schade: 1 } }, "Functie 'schade' bestaat niet in deze definitie."],
      ['attributes', 'Polis@Polisnummer', attribute({ presenceByFunction: { offerte: 'O' } }), "Het attribuut is verplicht in de baseline; bij functie 'offerte' kan alleen V (Verplicht)."],
      ['attributes', 'Polis/Object@Merk', attribute({ facets: { maxLength: 40 } }), 'maxLength 40 is ruimer dan de baseline (35).'],
      ['attributes', 'Polis/Object@Merk', attribute({ codeListSubset: ['021'] }), 'Het attribuut heeft geen codelijst.'],
      ['attributes', 'Polis/Object@Merk', attribute({ customOptionList: ['Volvo', 'Volvo'] }), "Optie 'Volvo' komt dubbel voor."],
      ['attributes', 'Polis@Branche', attribute({ codeListSubset: ['021', '999'] }), "Code '999' staat niet in codelijst ADNBRA van de baseline."],
      ['attributes', 'Polis@Branche', attribute({ codeListSubset: ['021'], useUpToDateCodeList: true }), 'Subset selecteren is niet mogelijk, omdat actuele codelijst is geselecteerd.'],
      ['attributes', 'Polis@Premie', attribute({ minimum: '1234567890' }), 'Minimum voldoet niet aan formaat N..9.'],
      ['attributes', 'Polis@Premie', attribute({ minimum: '500', maximum: '100' }), 'Minimum mag niet meer dan Maximum zijn.'],
      ['attributes', 'Polis@Premie', attribute({ customOptionList: ['12a'] }), "Optie '12a' past niet binnen de baseline: De waarde '12a' bevat andere tekens dan cijfers (formaat N..9)."],
    ])('refuses a widening of %s %s with the reason on its field, and changes nothing', async (kind, path, choice, message) => {
      const tree = (await matrix.as('validator', { method: 'GET', url: `${base}/Definition/${org()}/Eigenschappen` })).json();
      const before = await rowCounts();
      const payload = { revision: tree.revision, entities: {}, attributes: {}, [kind]: { [path]: choice } };
      const response = await matrix.as('validator', { method: 'PUT', url: updateUrl('Eigenschappen'), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: `${path}: ${message}`, errors: { [`${kind}.${path}`]: [message] } });
      expect(await rowCounts()).toEqual(before);
      expect((await matrix.as('validator', { method: 'GET', url: `${base}/Definition/${org()}/Eigenschappen` })).json().revision).toBe(tree.revision);
    });

    it('saves narrowings: a lower maximum per function, presence O, a shorter maxLength, an option list in format', async () => {
      const tree = (await matrix.as('validator', { method: 'GET', url: `${base}/Definition/${org()}/Eigenschappen` })).json();
      const payload = {
        revision: tree.revision,
        entities: { 'Polis/Object': { selected: true, maxOccursByFunction: { offerte: 2, polis: 0 } } },
        attributes: { 'Polis/Object@Merk': attribute({ presenceByFunction: { offerte: 'O' }, facets: { maxLength: 20 }, customOptionList: ['Volvo', 'Saab'] }) },
      };
      const response = await matrix.as('validator', { method: 'PUT', url: updateUrl('Eigenschappen'), payload });
      expect(response.statusCode).toBe(200);
      const merk = (await matrix.as('validator', { method: 'GET', url: `${base}/Definition/${org()}/Eigenschappen` })).json().children[0].children[0].attributes[0];
      expect(merk).toMatchObject({ customOptionlistItems: ['Volvo', 'Saab'], facets: { baseline: { maxLength: 35 }, actual: { maxLength: 20 } } });
    });
  });

  describe('base functions (administrators manage them)', () => {
    const url = `${base}/BaseFunctions`;
    const put = (functions: { name: string; active: boolean }[]) => matrix.as('administrator', { method: 'PUT', url, payload: { functions } });

    it.each([
      [[{ name: 'polisblad_gegevens', active: true }], { 'functions.0.name': ["Functienaam 'polisblad_gegevens' is niet toegestaan."] }],
      [[{ name: 'offerte', active: true }, { name: 'Offerte', active: false }], { 'functions.1.name': ["Functienaam 'Offerte' bestaat al."] }],
      // The standard's own names may run to 100 characters (ADR 0058), not further.
      [[{ name: 'x'.repeat(101), active: true }], { 'functions.0.name': [`Functienaam '${'x'.repeat(101)}' is niet toegestaan.`] }],
      [[], { functions: ['Er is minstens één standaardfunctie nodig.'] }],
    ])('refuses %j', async (functions, errors) => {
      const before = { list: (await matrix.as('validator', { method: 'GET', url })).json(), rows: await rowCounts() };
      const response = await put(functions);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect((await matrix.as('validator', { method: 'GET', url })).json()).toEqual(before.list);
      expect(await rowCounts()).toEqual(before.rows);
    });

    it("takes a name of the standard's length (53 characters, as SIVI's files have), which a user could not type for a function of their own", async () => {
      const original = (await matrix.as('validator', { method: 'GET', url })).json<{ name: string; active: boolean }[]>();
      const standardName = 'Mutaties_bestaande_polis_met_wijziging_van_de_dekking';
      const saved = await put([...original, { name: standardName, active: true }]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toContainEqual({ name: standardName, active: true });
      expect((await put(original)).statusCode).toBe(200);
    });

    it('saves the list in its order, audited; new definitions start with it, existing ones keep theirs', async () => {
      const original = (await matrix.as('validator', { method: 'GET', url })).json();
      const audits = (await rowCounts()).audit ?? 0;
      const list = [
        { name: 'aanvraag', active: true },
        { name: ' offerte ', active: false },
        { name: 'schadeaangifte', active: true },
      ];
      const saved = await put(list);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual([
        { name: 'aanvraag', active: true },
        { name: 'offerte', active: false },
        { name: 'schadeaangifte', active: true },
      ]);
      expect((await rowCounts()).audit).toBe(audits + 1);
      const created = (await create('Met Nieuwe Basis')).json();
      expect(created.functions).toEqual(saved.json().map((fn: object) => ({ ...fn, custom: false })));
      const existing = (await matrix.as('validator', { method: 'GET', url: functionsUrl('Bestaande Naam') })).json();
      expect(existing.functions.map((fn: { name: string }) => fn.name)).toEqual(original.map((fn: { name: string }) => fn.name));
      expect((await put(original)).statusCode).toBe(200);
    });

    const functionsUrl = (name: string) => `${base}/Functions/${org()}/${encodeURIComponent(name)}`;
  });
});

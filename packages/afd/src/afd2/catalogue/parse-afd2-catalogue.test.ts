import { describe, expect, it } from 'vitest';
import { demoAfd2CatalogueFiles } from '../corpus/demo-catalogue-files.ts';
import { parseAfd2Catalogue } from './parse-afd2-catalogue.ts';

const codelistJson = JSON.stringify({ Items: [{ Name: 'ADNLOG', Description: 'Logische waarde', Code: [{ CodeValue: 'J', Description: 'Ja' }, { CodeValue: 'N', Description: 'Nee' }] }] });

function datacat(attributes: unknown[], extra: Record<string, unknown> = { versie: '2026.1' }) {
  return JSON.stringify({ Entity: [{ Name: 'claim', Description: 'Schade', EntityType: [{ Name: 'default', Description: 'Standaard', Attribute: attributes }] }], ...extra });
}

describe('parseAfd2Catalogue', () => {
  it('parses the JSON pair into entities, entity types, attributes with data types and code lists with values', () => {
    const result = parseAfd2Catalogue({
      datacatJson: datacat([
        { Name: 'claimDate', Description: 'Schadedatum', Datatype: 'date', Codelist: '', AFD1: 'SC_DAT' },
        { Name: 'injuries', Description: 'Letsel', Datatype: 'string', Codelist: 'ADNLOG', AFD1: '' },
        { Name: 'emails', Description: 'E-mail', Datatype: '[string]', Codelist: null },
      ]),
      codelistJson,
    });
    expect(result).toEqual({
      ok: true,
      warnings: [],
      catalogue: {
        version: '2026.1',
        sources: { afd1Xsd: false, afd2Json: true },
        formats: {},
        codeLists: [{ name: 'ADNLOG', description: 'Logische waarde', values: [{ code: 'J', label: 'Ja' }, { code: 'N', label: 'Nee' }] }],
        entities: [
          {
            name: 'claim',
            description: 'Schade',
            entityTypes: [
              {
                name: 'default',
                description: 'Standaard',
                attributes: [
                  { name: 'claimDate', description: 'Schadedatum', format: null, dataType: { type: 'date', isArray: false }, codeList: null },
                  { name: 'injuries', description: 'Letsel', format: null, dataType: { type: 'string', isArray: false }, codeList: 'ADNLOG' },
                  { name: 'emails', description: 'E-mail', format: null, dataType: { type: 'string', isArray: true }, codeList: null },
                ],
              },
            ],
          },
        ],
      },
    });
  });

  it('parses the synthetic demo catalogue without warnings', () => {
    const result = parseAfd2Catalogue(demoAfd2CatalogueFiles());
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.warnings).toEqual([]);
    expect(result.catalogue.entities.map((entity) => entity.name)).toEqual(['commonFunctional', 'commonTechnical', 'party', 'policy', 'object', 'claim']);
    expect(result.catalogue.codeLists.map((list) => list.name)).toEqual(['ADNFUN', 'ADNLOG', 'ADNBRA', 'ADNSCH']);
  });

  it('rejects a file that does not parse, naming the file, line and column', () => {
    expect(parseAfd2Catalogue({ datacatJson: '{\n  "versie": "1",\n  "Entity": [,]\n}', codelistJson: '' })).toEqual({
      ok: false,
      errors: [
        "Het bestand datacat.json is geen geldige JSON: onverwacht teken ',' (regel 3, kolom 14).",
        'Het bestand codelist.json is leeg.',
      ],
    });
  });

  it('rejects a catalogue without version and names missing fields by JSON pointer', () => {
    expect(parseAfd2Catalogue({ datacatJson: datacat([{ Description: 'zonder naam' }], {}), codelistJson: '{"Items": {}}' })).toEqual({
      ok: false,
      errors: [
        'Het bestand datacat.json heeft niet de verwachte opbouw: het veld versie ontbreekt op /.',
        'Het bestand datacat.json heeft niet de verwachte opbouw: het veld Name ontbreekt op /Entity/0/EntityType/0/Attribute/0.',
        'Het bestand codelist.json heeft niet de verwachte opbouw: een lijst verwacht op /Items.',
      ],
    });
  });

  it('rejects an entity or code list that occurs twice', () => {
    const twice = JSON.stringify({ Entity: [{ Name: 'claim' }, { Name: 'claim' }], versie: '1' });
    const result = parseAfd2Catalogue({ datacatJson: twice, codelistJson: JSON.stringify({ Items: [{ Name: 'ADNLOG' }, { Name: 'ADNLOG' }] }) });
    expect(result).toEqual({
      ok: false,
      errors: ['Het bestand datacat.json bevat entiteit claim twee keer (/Entity/1).', 'Het bestand codelist.json bevat codelijst ADNLOG twee keer (/Items/1).'],
    });
  });

  it('warns about an unknown data type and a code list that codelist.json lacks', () => {
    const result = parseAfd2Catalogue({ datacatJson: datacat([{ Name: 'x', Datatype: 'money', Codelist: 'ADNXXX' }]), codelistJson });
    expect(result).toMatchObject({
      ok: true,
      warnings: [
        "Het bestand datacat.json noemt een onbekend datatype 'money' op /Entity/0/EntityType/0/Attribute/0/Datatype; het attribuut krijgt geen datatype.",
        'Het bestand datacat.json verwijst naar codelijst ADNXXX (/Entity/0/EntityType/0/Attribute/0/Codelist), die niet in codelist.json staat.',
      ],
    });
  });
});

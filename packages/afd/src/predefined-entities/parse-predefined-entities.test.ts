import { describe, expect, it } from 'vitest';
import { demoPredefinedEntities, demoPredefinedEntitiesFileText } from './demo-predefined-entities.ts';
import { parsePredefinedEntitiesFile, PREDEFINED_ENTITIES_LIMITS } from './parse-predefined-entities.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const parse = (value: unknown) => parsePredefinedEntitiesFile(encode(JSON.stringify(value)), 'snippets.json');
const snippet = (overrides: Record<string, unknown> = {}) => ({ ...demoPredefinedEntities[1], ...overrides });

function refusal(result: ReturnType<typeof parsePredefinedEntitiesFile>) {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('parsePredefinedEntitiesFile', () => {
  it('reads the documented shape, trimmed, with an absent entity type as empty and an empty definition as null', () => {
    const result = parse({
      snippets: [{ snippetId: ' A1 ', snippetEntity: 'AN', snippetName: 'Naam', snippetVersion: '1', combinationProductAfdDefinition: '', content: { entityName: 'AN' } }],
    });
    expect(result).toEqual({
      ok: true,
      snippets: [
        { snippetId: 'A1', snippetEntity: 'AN', snippetEntityType: '', snippetName: 'Naam', snippetVersion: '1', combinationProductAfdDefinition: null, content: { entityName: 'AN' } },
      ],
    });
  });

  it('reads the demo file back as the demo snippets', () => {
    expect(parsePredefinedEntitiesFile(encode(demoPredefinedEntitiesFileText()), 'demo.json')).toEqual({ ok: true, snippets: demoPredefinedEntities });
  });

  it('refuses an empty file', () => {
    expect(refusal(parsePredefinedEntitiesFile(new Uint8Array(), 'leeg.json')).message).toBe('Het bestand leeg.json is leeg.');
    expect(refusal(parsePredefinedEntitiesFile(encode('  \n'), 'leeg.json')).message).toBe('Het bestand leeg.json is leeg.');
  });

  it('refuses a file that is not JSON, naming the position', () => {
    expect(refusal(parsePredefinedEntitiesFile(encode('{"snippets": [}'), 'x.json')).message).toMatch(
      /^Het bestand x\.json is geen geldige JSON: .*\(regel 1, kolom 15\)\.$/,
    );
  });

  it('refuses a ZIP or other binary file as not UTF-8', () => {
    const zipHeader = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80]);
    expect(refusal(parsePredefinedEntitiesFile(zipHeader, 'a.json')).message).toBe('Het bestand a.json is geen UTF-8-tekst en dus geen JSON-bestand.');
  });

  it('refuses a JSON value that is not an object with snippets', () => {
    expect(refusal(parse([snippet()])).message).toMatch(/moet een JSON-object zijn met de sleutel "snippets"/);
    expect(refusal(parse({ snippet: [] })).errors).toEqual({
      snippet: ['Onbekende sleutel "snippet".'],
      snippets: ['De sleutel "snippets" ontbreekt of is geen lijst.'],
    });
    expect(refusal(parse({ snippets: [] })).errors.snippets).toEqual([
      'De lijst "snippets" is leeg: er moet ten minste één voorgedefinieerde entiteit in staan.',
    ]);
  });

  it('names every missing or wrong field by its place, and counts the mistakes', () => {
    const error = refusal(parse({ snippets: [snippet(), { snippetId: 7, snippetEntity: ' ', snippetVersion: 2, content: [], snippetid: 'x' }, 'tekst'] }));
    expect(error.message).toBe('Het bestand snippets.json heeft niet de vorm van voorgedefinieerde entiteiten: 7 fouten.');
    expect(error.errors).toEqual({
      'snippets[1].snippetid': ['Onbekende sleutel "snippetid".'],
      'snippets[1].snippetId': ['Id (snippetId) is verplicht (een niet-lege tekst).'],
      'snippets[1].snippetEntity': ['Entiteit (snippetEntity) is verplicht (een niet-lege tekst).'],
      'snippets[1].snippetName': ['Naam (snippetName) is verplicht (een niet-lege tekst).'],
      'snippets[1].snippetVersion': ['Versie (snippetVersion) is verplicht (een niet-lege tekst).'],
      'snippets[1].content': ['De inhoud (content) moet een niet-leeg JSON-object zijn: de entiteit met haar attributen.'],
      'snippets[2]': ['Een voorgedefinieerde entiteit moet een JSON-object zijn.'],
    });
  });

  it('refuses an optional field of the wrong type and an empty content object', () => {
    expect(refusal(parse({ snippets: [snippet({ snippetEntityType: 3, combinationProductAfdDefinition: {}, content: {} })] })).errors).toEqual({
      'snippets[0].snippetEntityType': ['Entiteittype (snippetEntityType) moet een tekst zijn.'],
      'snippets[0].combinationProductAfdDefinition': ['Combinatieproduct-AFD-definitie (combinationProductAfdDefinition) moet een tekst zijn.'],
      'snippets[0].content': ['De inhoud (content) moet een niet-leeg JSON-object zijn: de entiteit met haar attributen.'],
    });
  });

  it('refuses a snippetId used twice, naming the first', () => {
    expect(refusal(parse({ snippets: [snippet(), snippet({ snippetName: 'Ander' })] })).errors).toEqual({
      'snippets[1].snippetId': ['snippetId "WOONHUIS-DEKKING-GLAS" komt al voor bij snippets[0]; elke voorgedefinieerde entiteit heeft een eigen id.'],
    });
  });

  it('refuses texts over the limit, too many snippets, duplicate keys and too deep nesting', () => {
    expect(refusal(parse({ snippets: [snippet({ snippetName: 'x'.repeat(201) })] })).errors['snippets[0].snippetName']).toEqual([
      'Naam (snippetName) is langer dan 200 tekens.',
    ]);
    const many = Array.from({ length: PREDEFINED_ENTITIES_LIMITS.maxSnippets + 1 }, (_, i) => snippet({ snippetId: `S${i}` }));
    expect(refusal(parse({ snippets: many })).errors.snippets).toEqual(['Er staan meer dan 10000 voorgedefinieerde entiteiten in het bestand.']);
    expect(refusal(parsePredefinedEntitiesFile(encode('{"snippets": [], "snippets": []}'), 'd.json')).message).toMatch(/de sleutel "snippets" komt twee keer voor/);
    const deep = `{"snippets":[{"content":${'['.repeat(100)}${']'.repeat(100)}}]}`;
    expect(refusal(parsePredefinedEntitiesFile(encode(deep), 'diep.json')).message).toMatch(/te diep genest/);
  });

  it('keeps a "__proto__" key in content as data', () => {
    const result = parsePredefinedEntitiesFile(
      encode('{"snippets":[{"snippetId":"a","snippetEntity":"b","snippetName":"c","snippetVersion":"1","content":{"__proto__":{"polluted":true}}}]}'),
      'p.json',
    );
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

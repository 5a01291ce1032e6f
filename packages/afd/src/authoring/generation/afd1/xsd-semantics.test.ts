import { describe, expect, it } from 'vitest';
import { BASELINES, generationInput, motorDefinition } from './afd1-generation.fixture.ts';
import { generateAfd1Function } from './generate-afd1-function.ts';
import { afd1ContentDifferences } from './xsd-semantics.testing.ts';

// The AFD 1.0 comparison the API round trip relies on (issue 27): it reads both sets with the
// repository's XSD reading and names each difference in content model or facets by element path.

const files = () => Object.fromEntries(generateAfd1Function(generationInput(motorDefinition(), BASELINES.motor, 'offerte')).map((file) => [file.name, file.content]));
const schemaName = (set: Record<string, string>) => Object.keys(set).find((name) => name.endsWith('.xsd') && !Object.values(set).some((text) => text.includes(`schemaLocation="${name}"`))) ?? '';

describe('afd1ContentDifferences', () => {
  it('finds nothing between a generated set and itself', () => {
    expect(afd1ContentDifferences(files(), files())).toEqual([]);
  });

  it('names a changed facet, a changed occurrence and a dropped element by their paths', () => {
    const original = files();
    const name = schemaName(original);
    const text = original[name] ?? '';
    const maxLength = /<xs:maxLength value="(\d+)"\/>/.exec(text);
    const optional = /<xs:element ref="[^"]*:?([A-Za-z_]+)" minOccurs="0"\/>|<xs:element name="([A-Za-z_]+)"[^>]*minOccurs="0"/.exec(text);
    expect(maxLength, 'a maxLength in the generated schema').not.toBeNull();
    expect(optional, 'an optional element in the generated schema').not.toBeNull();
    const changed = { ...original, [name]: text.replace(maxLength?.[0] ?? '', `<xs:maxLength value="${Number(maxLength?.[1]) + 1}"/>`).replace(optional?.[0] ?? '', (optional?.[0] ?? '').replace('minOccurs="0"', 'minOccurs="1"')) };
    const differences = afd1ContentDifferences(original, changed);
    expect(differences.map((difference) => difference.aspect)).toEqual(expect.arrayContaining(['facets']));
    expect(differences.some((difference) => difference.aspect === 'occurs' || difference.aspect === 'contentModel')).toBe(true);
    for (const difference of differences) expect(difference.path).not.toBe('');
  });
});

import type { Dictionary, SchemaIssue } from '@afd/contracts';
import type { FetchStub } from '@/testing/fetch-stub';

export const baselineId = '44444444-4444-4444-8444-444444444444';

/** A melding as the server answers it; Polderzeker reported it to Voorbeeld Verzekeringen. */
export function issueFixture(overrides: Partial<SchemaIssue> = {}): SchemaIssue {
  return {
    id: 7,
    organization: 'Voorbeeld Verzekeringen',
    schemaOrganization: 'Voorbeeld Verzekeringen',
    schema: 'Polis_Auto',
    baselineId,
    isvariant: false,
    title: 'Veld ontbreekt',
    category: 'fout',
    description: 'Het veld kenteken ontbreekt.',
    status: 'nieuw',
    afdDefinitionSubStatus: null,
    documentationSubStatus: null,
    comments: '',
    attachments: [],
    date: '2026-03-04T09:05:00.000Z',
    reporter: { name: 'P. Zeker', email: 'p.zeker@polderzeker.nl', organization: 'Polderzeker' },
    ...overrides,
  };
}

export const dictionaries: Record<'status-dict' | 'category-dict' | 'afd-definition-substatus-dict' | 'documentation-substatus-dict', Dictionary> = {
  'status-dict': [
    { key: 'nieuw', value: 'Nieuw' },
    { key: 'inbehandeling', value: 'In behandeling' },
    { key: 'afgehandeld', value: 'Afgehandeld' },
    { key: 'afgewezen', value: 'Afgewezen' },
  ],
  'category-dict': [
    { key: 'fout', value: 'Fout in definitie' },
    { key: 'wens', value: 'Wens' },
  ],
  'afd-definition-substatus-dict': [
    { key: '1', value: 'Aangepast' },
    { key: '2', value: 'Niet aangepast' },
  ],
  'documentation-substatus-dict': [
    { key: '1', value: 'Documentatie bijgewerkt' },
    { key: '2', value: 'Geen wijziging' },
  ],
};

/** Answers the four dictionary calls. */
export function stubDictionaries(server: FetchStub): FetchStub {
  for (const [name, entries] of Object.entries(dictionaries)) server.on('GET', `/api/SchemaIssues/${name}`, entries);
  return server;
}

import { dictionarySchema } from '@afd/contracts';
import {
  afdDefinitionSubStatusDictionary,
  documentationSubStatusDictionary,
  schemaIssueCategoryDictionary,
  schemaIssueStatusDictionary,
  type DictionaryEntry,
} from '@afd/afd';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponse } from '../../http/problem-response.ts';

// The four dictionaries of a melding (001 §7: 'cached'). They change only with a release, so these
// are the one API answers a browser may keep: for an hour, privately (they sit behind sign-in).
// The app's no-cache hook runs first (it is registered at the root); this scope's onSend hook runs
// after it and replaces its headers for these four routes only.

const dictionaryCacheControl = 'private, max-age=3600';

const dictionaries: readonly { path: string; summary: string; entries: readonly DictionaryEntry[] }[] = [
  { path: 'status-dict', summary: 'Statussen van een melding', entries: schemaIssueStatusDictionary },
  { path: 'category-dict', summary: 'Categorieën van een melding', entries: schemaIssueCategoryDictionary },
  { path: 'afd-definition-substatus-dict', summary: 'Substatussen AFD-definitie (bij afgehandeld)', entries: afdDefinitionSubStatusDictionary },
  { path: 'documentation-substatus-dict', summary: 'Substatussen documentatie (bij afgehandeld)', entries: documentationSubStatusDictionary },
];

const schemaIssueDictionariesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) {
      reply.header('cache-control', dictionaryCacheControl);
      reply.removeHeader('pragma');
      reply.removeHeader('expires');
    }
    return payload;
  });

  for (const dictionary of dictionaries) {
    app.get(
      `/api/SchemaIssues/${dictionary.path}`,
      {
        config: { access: 'active' },
        schema: {
          tags: ['Meldingen'],
          summary: dictionary.summary,
          description: 'Sleutel/waarde-paren; de browser mag ze een uur bewaren (Cache-Control: private, max-age=3600).',
          response: { 200: dictionarySchema, 401: problemResponse('Niet aangemeld'), 403: problemResponse('Account niet actief') },
        },
      },
      async () => dictionary.entries.map((entry) => ({ ...entry })),
    );
  }
};

export default schemaIssueDictionariesRoutes;

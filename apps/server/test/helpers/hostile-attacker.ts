import { nestedZip, storedPart } from '@afd/afd/demo';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import { nestedBombWorkbook } from './hostile-workbooks.ts';

// Issue 28's attacks, sent at once from a process of their own (hostile-input.process.test.ts
// starts it with the lowest CPU priority): on a two-core machine the attacker's own work (building
// and sending 440 MB of bodies) would otherwise compete with the server it attacks, and the test
// would time the machine, not the server. Reads its target from ATTACK (JSON); writes each group's
// answers as one JSON line on stdout.

interface Target {
  address: string;
  organisation: string;
  definition: string;
  kenmerk: string;
  tokens: { author: string; administrator: string };
}

export interface AttackAnswer {
  url: string;
  /** 0 where the server closed the connection without an answer (an early refusal of a body still being sent). */
  status: number;
  text: string;
}

const target = JSON.parse(process.env.ATTACK ?? '{}') as Target;
const multipart = (name: string, content: Uint8Array) => multipartBody([{ name, content }]);
type Attack = { method?: 'POST' | 'PUT'; url: string; body: Awaited<ReturnType<typeof multipart>> | string; token?: string };

async function send({ method = 'POST', url, body, token }: Attack): Promise<AttackAnswer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const [contentHeaders, payload] = typeof body === 'string' ? [{ 'content-type': 'application/json' }, body] : [body.headers, body.payload as BodyInit];
  try {
    const response = await fetch(`${target.address}${url}`, { method, headers: { ...contentHeaders, ...headers }, body: payload });
    return { url, status: response.status, text: await response.text() };
  } catch (error) {
    return { url, status: 0, text: String(error) };
  }
}

const organisation = encodeURIComponent(target.organisation);
const definition = encodeURIComponent(target.definition);
const { author, administrator } = target.tokens;
const workbook = await multipart('Aanval.xlsx', nestedBombWorkbook());
const deepJson = '['.repeat(100_000) + ']'.repeat(100_000);
const tenMegabytes = await multipart('schema.json', new Uint8Array(10 * 1024 * 1024).fill(0x20));
const attacks: Record<string, Attack[]> = {
  workbooks: [1, 2, 3].map(() => ({ url: `/api/Productdefinities/xlsx-import/${organisation}/${definition}/Beheerder/nu`, body: workbook, token: author })),
  catalogue: [{ url: '/api/Datacatalogs', body: await multipart('datacatalogus.zip', nestedZip('leesmij.txt', [storedPart('formaten.xsd', '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>')])), token: administrator }],
  deepJson: [
    { url: '/api/FacetsValidator', body: deepJson, token: author },
    { method: 'PUT', url: `/api/Productdefinities/${organisation}/${definition}/Beheerder/nu`, body: deepJson, token: author },
    { method: 'PUT', url: `/api/Verbandscontroles/${organisation}/${definition}/Beheerder/nu?revision=1`, body: deepJson, token: author },
  ],
  deepRule: [{ url: `/api/Verbandscontroles/Validate/${organisation}/${definition}`, body: JSON.stringify({ expression: `Indien ${'('.repeat(4_900)}Branche = '021'${')'.repeat(4_900)} DAN Premie > 0 ANDERS true` }), token: author }],
  flood: Array.from({ length: 40 }, () => ({ url: `/api/Certificaten/${target.kenmerk}/Verificatie`, body: tenMegabytes })),
};
const answers = await Promise.all(Object.entries(attacks).map(async ([group, list]) => [group, await Promise.all(list.map(send))] as const));
process.stdout.write(`${JSON.stringify(Object.fromEntries(answers))}\n`);

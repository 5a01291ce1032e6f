import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import type { AttackAnswer } from '../helpers/hostile-attacker.ts';
import { startServerProcess, waitUntilListening, type ServerProcess } from '../helpers/server-process.ts';
import { createTokenIssuer } from '../helpers/tokens.ts';
import { pollHealth } from '../helpers/health-poller.ts';

// Issue 28's attacks at once against the real server process: three of the crafted workbooks
// (each a 3 GiB spreadsheet to a directory reader; before, one took 23 s and 4 GB, three ended the
// process with 'Reached heap limit'), a crafted catalogue ZIP, JSON nested 100,000 deep on three
// JSON routes, a verbandscontrole of 4,900 nested brackets, and an anonymous flood of 40 checks of
// 10 MB against a certificate, sent from a process of its own at the lowest CPU priority; all while
// /healthz is asked every 25 ms from a thread of its own.
// The process stays up, nothing answers 5xx, and /healthz keeps answering: never a wait of a second
// or more, which only work holding the event loop would cause (one crafted workbook held it 23 s
// before issue 28). A tighter bound measured the machine instead: 106 ms once at load 4 to 7 while
// every answer was right; how fast /healthz is belongs to the benchmarks, not here.

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs test/helpers/hostile-attacker.ts in a process of its own at the lowest CPU priority
 * (`nice -n 19`), as an attacker on another machine would be: on these two cores its own work
 * would otherwise slow the server it attacks. Answers its groups of answers.
 */
async function runAttacker(attack: object): Promise<Record<string, AttackAnswer[]>> {
  const child = spawn('nice', ['-n', '19', process.execPath, '--import', 'tsx', 'test/helpers/hostile-attacker.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ATTACK: JSON.stringify(attack) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the attacker ended with ${code}`);
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, AttackAnswer[]>;
}

describe('hostile input against the real server process', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afd-hostile-'));
    const port = String(await freePort());
    env = { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'info', WORKER_THREADS: '2' };
    // A first start migrates and seeds the demo data (and the embedded provider's keys), then stops.
    const seeding = startServerProcess(env);
    await waitUntilListening(seeding, 120_000);
    seeding.child.kill('SIGTERM');
    expect(await seeding.exited).toBe(0);
  }, 180_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers no 5xx and never holds /healthz for a second', async () => {
    // Tokens as the embedded provider signs them: an author with a definition of its organisation, and an administrator.
    const config = loadConfig({ ...env, NODE_ENV: 'test' });
    const database = await openDatabase(config.database);
    const issuer = await createTokenIssuer({ config, database });
    const rows = await database.db.execute(sql`
      select u.subject, o.name as organisation, d.name as definition from users u
      join organisations o on o.id = u.organisation_id join definitions d on d.organisation_id = o.id
      where u.role in ('C', 'V') and u.actief order by u.role, d.name limit 1`);
    const admins = await database.db.execute(sql`select subject from users where role = 'B' and actief order by subject limit 1`);
    const certified = await database.db.execute(sql`select kenmerk from certificates order by kenmerk limit 1`);
    const [admin] = rowsOf<{ subject: string }>(admins);
    const [target] = rowsOf<{ subject: string; organisation: string; definition: string }>(rows);
    const [certificate] = rowsOf<{ kenmerk: string }>(certified);
    await database.close();
    if (!target || !admin || !certificate) throw new Error('the demo data has an administrator, an author with a definition and a certificate');
    const tokens = { author: await issuer.valid(target.subject), administrator: await issuer.valid(admin.subject) };

    server = startServerProcess({ ...env });
    const address = await waitUntilListening(server, 120_000);
    // Warm: the first answers of a fresh process (connections, lazily compiled code) are not what is measured.
    for (let round = 0; round < 20; round += 1) await (await fetch(`${address}/healthz`)).arrayBuffer();
    const health = pollHealth(address);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const attack = { address, organisation: target.organisation, definition: target.definition, kenmerk: certificate.kenmerk, tokens };
    const answers = await runAttacker(attack);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const readings = await health.stop();
    const { workbooks, catalogue: catalogues, deepJson: deepJsons, deepRule: deepRules, flood } = answers;

    const slowest = [...readings.durations].sort((a, b) => b - a).slice(0, 5).map(Math.round);
    console.log(`/healthz: ${readings.durations.length} answers, slowest ${JSON.stringify(slowest)} ms; load ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
    const all = [...workbooks!, ...catalogues!, ...deepJsons!, ...deepRules!, ...flood!];
    expect(all.filter((answer) => answer.status >= 500), 'no 5xx').toEqual([]);
    for (const answer of workbooks!) {
      expect(answer.status).toBe(422);
      expect(answer.text).toContain('de inhoudsopgave klopt niet met de bestanden erin');
    }
    expect(catalogues![0]?.status, catalogues![0]?.text).toBe(400);
    expect(catalogues![0]?.text).toContain("'datacatalogus.zip' is geen geldig ZIP-bestand: de inhoudsopgave klopt niet met de bestanden erin.");
    for (const answer of deepJsons!) expect([answer.url, answer.status, answer.text]).toEqual([answer.url, 400, expect.stringContaining('De invoer is te diep genest')]);
    expect(deepRules![0]?.text).toContain('de expressie is te diep genest');
    // Each check is counted before its file is read: refused for its size (413, or the connection
    // closed on a body still being sent), or throttled (429). After the flood this address is
    // throttled: a small check now gets 429 with the wait.
    const floodStatuses = flood!.map((answer) => answer.status);
    const floodCounts = new Map<number, number>();
    for (const status of floodStatuses) floodCounts.set(status, (floodCounts.get(status) ?? 0) + 1);
    console.log(`flood answers (status, count; 0 = closed while sending): ${JSON.stringify([...floodCounts])}`);
    expect(floodStatuses.filter((status) => ![413, 429, 0].includes(status))).toEqual([]);
    const small = await multipartBody([{ name: 'schema.xsd', content: new TextEncoder().encode('<xs:schema/>') }]);
    const afterFlood = await fetch(`${address}/api/Certificaten/${certificate.kenmerk}/Verificatie`, { method: 'POST', headers: small.headers, body: small.payload as BodyInit });
    expect(afterFlood.status).toBe(429);
    expect(Number(afterFlood.headers.get('retry-after'))).toBeGreaterThan(0);

    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
    expect([...new Set(readings.statuses)]).toEqual([200]);
    expect(Math.max(...readings.durations)).toBeLessThan(1_000);
  }, 240_000);
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// Oversized headers and malformed requests are refused by Node's HTTP parser before Fastify runs;
// they used to get an English plain-JSON answer. Only a real socket reaches that parser.

/** Sends raw bytes to the listening app and reads the whole answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

describe('answers the HTTP parser refuses', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine: 'pglite' });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => testApp.close());

  it('answers oversized headers with a Dutch 431 problem', async () => {
    const answer = await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nContent-Type: application\/problem\+json; charset=utf-8\r\n/);
    expect(bodyOf(answer)).toMatchObject({ status: 431, title: 'Kopregels te groot' });
  });

  it('answers a malformed request line with a Dutch 400 problem', async () => {
    const answer = await rawRequest(port, 'GET /healthz HTTP/1.1 extra\r\nHost: localhost\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ status: 400, title: 'Ongeldige aanvraag' });
  });
});

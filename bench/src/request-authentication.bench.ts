import { afterAll, bench, describe } from 'vitest';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { buildTestApp } from '../../apps/server/test/helpers/build-test-app.ts';
import { createTokenIssuer } from '../../apps/server/test/helpers/tokens.ts';

// What does authentication cost per request? The server needs the verified token and the user
// record on every call (so a role change counts at once, ADR 0003); both come from memory while no
// user change has been noticed (ADR 0043), so after the first call a signed-in request should cost
// little more than an anonymous one. Compared side by side in one run with the same pipeline on a
// public route, which verifies nothing and reads no user.

const testApp = await buildTestApp({ engine: 'pglite' });
const tokens = await createTokenIssuer(testApp);
await testApp.database.db.insert(users).values({ subject: 'bench-user', email: 'bench@demo.nl', role: 'B', actief: true });
const token = await tokens.valid('bench-user');
const bearer = { authorization: `Bearer ${token}` };

afterAll(() => testApp.close());

describe('one API request', () => {
  bench('reference: public route, no token', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/AppSettings/AppInsights' });
  });
  bench('signed-in route: verified token + principal (cached)', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/featureflags/enabled', headers: bearer });
  });
  bench('GET /api/users/me: verify, load user, organisation and authorisations', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer });
  });
});

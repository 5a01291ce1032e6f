import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serialiseSilentRenewal } from './serialised-renewal';

// Guards: two tabs renewing at once redeem the rotating refresh token only once.

/** Web Locks as the browser grants them: one holder per name, others wait in order. */
function exclusiveLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: ((name: string, callback: () => Promise<unknown>) => {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    }) as LockManager['request'],
  };
}

function newManager(): UserManager {
  return new UserManager({
    authority: 'https://login.example.nl',
    client_id: 'afd-portal-web',
    redirect_uri: 'https://portal.example.nl/auth/callback',
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

function user(accessToken: string, expiresInSeconds: number): User {
  return new User({ access_token: accessToken, token_type: 'Bearer', refresh_token: `refresh-${accessToken}`, profile: { sub: 's', iss: 'i', aud: 'a', exp: 0, iat: 0 }, expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds });
}

afterEach(() => window.localStorage.clear());

describe('serialiseSilentRenewal', () => {
  it('lets the second of two simultaneous renewals take the tokens the first stored instead of redeeming the refresh token again', async () => {
    const manager = newManager();
    await manager.storeUser(user('old', 30));
    const redeem = vi.fn(async () => {
      const renewed = user('new', 3600);
      await manager.storeUser(renewed);
      return renewed;
    });
    manager.signinSilent = redeem;
    serialiseSilentRenewal(manager, exclusiveLocks());

    const [first, second] = await Promise.all([manager.signinSilent(), manager.signinSilent()]);

    expect(redeem).toHaveBeenCalledTimes(1);
    expect(first?.access_token).toBe('new');
    expect(second?.access_token).toBe('new');
  });

  it('renews when the stored tokens are about to expire', async () => {
    const manager = newManager();
    await manager.storeUser(user('old', 30));
    const redeem = vi.fn(async () => user('new', 3600));
    manager.signinSilent = redeem;
    serialiseSilentRenewal(manager, exclusiveLocks());

    await manager.signinSilent();
    await manager.signinSilent();

    expect(redeem).toHaveBeenCalledTimes(2);
  });

  it('leaves renewal as it is where the browser has no Web Locks', () => {
    const manager = newManager();
    const original = manager.signinSilent;
    serialiseSilentRenewal(manager, undefined);
    expect(manager.signinSilent).toBe(original);
  });
});

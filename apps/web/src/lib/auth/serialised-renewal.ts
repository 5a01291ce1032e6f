import type { UserManager } from 'oidc-client-ts';

// Refresh tokens rotate: each is good for one renewal. Two tabs of the portal share the stored
// session (local storage) and each runs its own renewal timer, so both would redeem the same
// refresh token at the same instant; the provider then sees a reuse and ends the grant. A Web Lock
// lets one tab renew at a time; the tab that waited finds the fresh tokens already stored and
// takes them instead of redeeming the spent refresh token.

const renewalLock = 'afd-portal-token-renewal';

type Locks = Pick<LockManager, 'request'>;

/** Makes `manager.signinSilent` (automatic renewal uses it) take turns across the browser's tabs. */
export function serialiseSilentRenewal(manager: UserManager, locks: Locks | undefined = globalThis.navigator?.locks): void {
  if (!locks) return;
  const renew = manager.signinSilent.bind(manager);
  const margin = manager.settings.accessTokenExpiringNotificationTimeInSeconds;
  manager.signinSilent = (args) =>
    locks.request(renewalLock, async () => {
      // getUser reads the shared store and re-arms this tab's expiry timers for what it finds.
      const stored = await manager.getUser();
      if (stored && !stored.expired && (stored.expires_in ?? 0) > margin) return stored;
      return renew(args);
    });
}

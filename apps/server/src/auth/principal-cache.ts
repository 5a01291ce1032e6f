import type { ChangeNotices } from '../db/change-notices.ts';
import type { Db } from '../db/client.ts';
import { noticedCache } from '../db/noticed-cache.ts';
import type { IdentityProfile } from './identity-claims.ts';
import type { Principal } from './principal.ts';
import { resolvePrincipal } from './principal-store.ts';

// Loading the user record (and organisation, and authorisations) on every signed-in request
// costs a few database round trips. The principal is remembered per subject until ANY change to
// users, their authorisations or organisations is noticed, on this instance or another (ADR
// 0043): a deactivation, a role, activity or organisation change counts at the next call, as it
// did when every call read the record. Frozen: one object now serves many requests.

const principalCacheOptions = { topic: 'principals', maxEntries: 10_000, maxAgeMs: 60_000 } as const;

function frozen(principal: Principal): Principal {
  for (const organisation of principal.compositionOrganisations) Object.freeze(organisation);
  Object.freeze(principal.compositionOrganisations);
  Object.freeze(principal.roles);
  return Object.freeze(principal);
}

/** `resolvePrincipal`, answered from memory while no user change has been noticed since. */
export function cachedPrincipalResolver(db: Db, notices: ChangeNotices): (profile: IdentityProfile, since?: number) => Promise<Principal> {
  const cache = noticedCache<string, Principal>(notices, principalCacheOptions);
  return (profile, since) => cache.get(profile.subject, async () => frozen(await resolvePrincipal(db, profile)), since);
}

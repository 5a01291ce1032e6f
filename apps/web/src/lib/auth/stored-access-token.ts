// At start, before the sign-in client is set up (it needs GET /AuthenticationConfiguration first):
// the access token of the session oidc-client-ts keeps in local storage (oidc-settings.ts), so the
// page's first calls can go out at once. Only a single stored session whose token is valid for a
// while yet; anything else answers null and the app starts as it always did.

const USER_KEY_PREFIX = 'oidc.user:';
/** A token this close to expiry may be renewed during the start: do not use it early. */
const MARGIN_SECONDS = 60;

export function storedAccessToken(storage: Storage, nowSeconds = Date.now() / 1000): string | null {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(USER_KEY_PREFIX) ?? false);
  const [key] = keys;
  if (keys.length !== 1 || key === undefined) return null;
  try {
    const user = JSON.parse(storage.getItem(key) ?? 'null') as { access_token?: unknown; expires_at?: unknown } | null;
    if (typeof user?.access_token !== 'string' || typeof user.expires_at !== 'number') return null;
    return user.expires_at > nowSeconds + MARGIN_SECONDS ? user.access_token : null;
  } catch {
    return null;
  }
}

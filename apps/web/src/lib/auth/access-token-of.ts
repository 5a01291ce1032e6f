import type { UserManager } from 'oidc-client-ts';

/** The stored user's access token while it is valid; null when signed out or expired. */
export async function accessTokenOf(userManager: UserManager): Promise<string | null> {
  const user = await userManager.getUser();
  return user && !user.expired ? user.access_token : null;
}

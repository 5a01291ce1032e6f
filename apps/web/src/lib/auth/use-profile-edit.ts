import { useCallback } from 'react';
import { deriveFlowAuthority } from './b2c';
import { useAuthConfig } from './auth-config-context';
import { userManagerFor } from './oidc-settings';
import { currentReturnPath } from './return-path';

/**
 * Starts B2C's profile-edit policy ('Persoonlijke gegevens'), or null when there is none.
 *
 * Without a B2C policy (the embedded provider, Keycloak, ...) there is no profile journey to
 * derive, and standard OIDC has no discoverable "account page"; the item is then hidden rather
 * than shown as a link that leads nowhere. Names and organisation are kept in the portal's user
 * record anyway, which administrators edit.
 */
export function useProfileEdit(): (() => Promise<void>) | null {
  const config = useAuthConfig();
  const authority = config ? deriveFlowAuthority(config.authority, config.b2cPolicy, 'profile-edit') : null;
  const start = useCallback(async () => {
    if (!config || !authority) return;
    await userManagerFor(config, authority).signinRedirect({ url_state: 'profile-edit', state: currentReturnPath() });
  }, [config, authority]);
  return authority ? start : null;
}

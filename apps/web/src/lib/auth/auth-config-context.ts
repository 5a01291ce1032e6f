import type { AuthenticationConfiguration } from '@afd/contracts';
import { createContext, useContext } from 'react';

/** The sign-in configuration the server gave us; needed to start B2C profile and reset flows. */
export const AuthConfigContext = createContext<AuthenticationConfiguration | null>(null);

export function useAuthConfig(): AuthenticationConfiguration | null {
  return useContext(AuthConfigContext);
}

import { z } from 'zod';

/** What we carry through the identity provider: the page that started sign-in. */
export const signInStateSchema = z.object({ returnTo: z.string() });
export type SignInState = z.infer<typeof signInStateSchema>;

/**
 * A path we may return to after sign-in: same-origin and absolute-path only, so a crafted
 * state cannot send the user to another site ('//evil.example' or 'https://...').
 */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  const parsed = signInStateSchema.safeParse(candidate);
  const path = parsed.success ? parsed.data.returnTo : null;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}

/** The current page as a return path (path, query and hash). */
export function currentReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): SignInState {
  return { returnTo: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * The token of an `Authorization: Bearer <token>` header: undefined when the request carries no
 * bearer credentials (no header, or another scheme), '' when it says Bearer but names no token.
 */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  if (!match) return undefined;
  return (match[1] ?? '').trim();
}

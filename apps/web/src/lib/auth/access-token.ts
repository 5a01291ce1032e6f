// The API client and the upload helper are plain functions, not hooks, so they cannot read the
// auth context. The auth bootstrap registers where the current access token comes from (the
// UserManager's store); tests register a fixed token or none.
type AccessTokenSource = () => Promise<string | null>;

let source: AccessTokenSource = () => Promise.resolve(null);

/** Tells the HTTP layer how to obtain the current access token (null when signed out). */
export function setAccessTokenSource(next: AccessTokenSource): void {
  source = next;
}

/** The current access token, or null when nobody is signed in. */
export function getAccessToken(): Promise<string | null> {
  return source();
}

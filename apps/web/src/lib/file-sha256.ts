/**
 * The SHA-256 of a file's content as lowercase hex, computed in the browser: the server compares
 * it with the upload it stored, so a request can name the file the user actually sees.
 * (crypto.subtle exists on secure origins only; the app needs one anyway for its sign-in.)
 */
export async function fileSha256(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

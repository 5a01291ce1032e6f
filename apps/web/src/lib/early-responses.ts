// Requests started while the app is still starting (app/boot/start-early.ts), before React, the
// sign-in client and the router are there: the page's first calls then run beside the app's own
// start instead of after it. apiFetch takes such an answer once, for the same GET of the same URL;
// one that failed or was refused is dropped and the call goes out as usual. One that nobody takes
// is forgotten after a while.

const FORGET_AFTER_MS = 15_000;

const pending = new Map<string, Promise<Response | null>>();

/** Starts `GET url` now with these headers, for apiFetch to take later. */
export function startEarlyGet(url: string, headers: Record<string, string>): void {
  if (pending.has(url)) return;
  pending.set(
    url,
    fetch(url, { method: 'GET', headers, cache: 'no-store' }).catch(() => null),
  );
  setTimeout(() => pending.delete(url), FORGET_AFTER_MS);
}

/** The answer of an early GET of `url` if one was started and succeeded; each is taken once. */
export async function takeEarlyResponse(url: string): Promise<Response | null> {
  const started = pending.get(url);
  if (!started) return null;
  pending.delete(url);
  const response = await started;
  return response?.ok ? response : null;
}

/** Forgets every early GET not taken yet (tests start each case without them). */
export function forgetEarlyResponses(): void {
  pending.clear();
}

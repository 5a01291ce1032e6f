// The container's HEALTHCHECK (Dockerfile): asks this instance's liveness path and exits 0 when it
// answers 200 within the timeout, 1 otherwise (refused, timed out, any other status). Plain Node
// (fetch, no packages), so it runs in the slim image as it is. Liveness, not readiness: a database
// that is away for a moment is not a reason to call the portal itself unhealthy.
// Environment: PORT (default 8080), HEALTHCHECK_URL (overrides the whole address),
// HEALTHCHECK_TIMEOUT_MS (default 4000).

const url = process.env.HEALTHCHECK_URL || `http://127.0.0.1:${process.env.PORT || 8080}/healthz`;
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS) || 4_000;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    console.error(`${url} antwoordde ${response.status}`);
    process.exit(1);
  }
  process.exit(0);
} catch (error) {
  console.error(`${url} antwoordde niet: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

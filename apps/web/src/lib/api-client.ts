import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, NO_RESPONSE_STATUS } from './api-error';
import { takeEarlyResponse } from './early-responses';
import { apiHeaders } from './http-headers';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null and undefined are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
}

/** What every call to our API accepts: its JSON answers and its problem details. */
export const jsonAccept = { Accept: 'application/json, application/problem+json' } as const;

/** Builds a same-origin URL; path segments must already be encoded (see `encodePath`). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Joins path segments, encoding each one (organisation and schema names contain spaces). */
export function encodePath(...segments: (string | number)[]): string {
  return segments.map((segment) => encodeURIComponent(String(segment))).join('/');
}

/** Sends a request to our API and returns the response; throws ApiError unless it is 2xx. */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { method = 'GET', query, body, signal } = options;
  // A GET the app started while it was still starting (lib/early-responses.ts), answered already or soon.
  const early = method === 'GET' && body === undefined ? await takeEarlyResponse(apiUrl(path, query)) : null;
  if (early) return early;
  const isForm = body instanceof FormData;
  const headers = await apiHeaders({
    ...jsonAccept,
    ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
  });
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    // An aborted request is the caller's own doing (query cancelled): let it pass unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: NO_RESPONSE_STATUS, title: 'Geen verbinding met de server' });
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

/** Calls the API and validates the JSON answer against its contract schema. */
export async function apiJson<S extends z.ZodType>(path: string, schema: S, options?: ApiRequestOptions): Promise<z.infer<S>> {
  const response = await apiFetch(path, options);
  return schema.parse(await response.json());
}

/**
 * Reads a JSON answer without checking it against its contract here. Only for answers of megabytes
 * whose shape the server's tests hold (the definition tree: test/authoring/definition-tree-contract.test.ts):
 * zod without eval (the CSP forbids it) took ~145 ms of the definition page's opening on a 15 MB tree.
 */
export async function apiJsonHeldByServerTests<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  const response = await apiFetch(path, options);
  return (await response.json()) as T;
}

/** Calls the API for its effect; the answer body (if any) is ignored. */
export async function apiSend(path: string, options: ApiRequestOptions): Promise<void> {
  await apiFetch(path, options);
}

/** Downloads a file from the API; the file name comes from Content-Disposition when present. */
export async function apiDownload(path: string, options?: ApiRequestOptions): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await apiFetch(path, options);
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** Reads the file name from a Content-Disposition header (RFC 6266, filename* preferred). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain filename parameter.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

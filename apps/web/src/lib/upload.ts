import type { z } from 'zod';
import { ApiError, apiErrorFromBody, NO_RESPONSE_STATUS } from './api-error';
import { apiUrl } from './api-client';
import { apiHeaders } from './http-headers';

/** Shown when an upload gets no answer at all (spec 000 §4). */
export const UPLOAD_NO_RESPONSE_TEXT = 'Upload mislukt: oorzaak onbekend';

export interface UploadOptions<S extends z.ZodType> {
  path: string;
  formData: FormData;
  /** Contract schema of the JSON answer; without one the answer is ignored. */
  schema?: S;
  method?: 'POST' | 'PUT';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Called with 0..100 while the request body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads multipart form data with progress. fetch() cannot report upload progress in
 * browsers, so this one call uses XMLHttpRequest; headers and errors match the API client.
 */
export async function uploadWithProgress<S extends z.ZodType>(options: UploadOptions<S>): Promise<z.infer<S> | undefined> {
  const headers = await apiHeaders({ Accept: 'application/json, application/problem+json' });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', apiUrl(options.path, options.query));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    const noResponse = () => reject(new ApiError({ status: NO_RESPONSE_STATUS, title: UPLOAD_NO_RESPONSE_TEXT }));
    xhr.onerror = noResponse;
    xhr.ontimeout = noResponse;
    xhr.onabort = () => reject(new DOMException('Upload afgebroken', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status === NO_RESPONSE_STATUS) return noResponse();
      if (xhr.status < 200 || xhr.status >= 300) {
        return reject(apiErrorFromBody(xhr.status, xhr.statusText, xhr.getResponseHeader('content-type'), xhr.responseText));
      }
      if (!options.schema) return resolve(undefined);
      try {
        resolve(options.schema.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.formData);
  });
}

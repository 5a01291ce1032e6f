import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { setAccessTokenSource } from './auth/access-token';
import { UPLOAD_NO_RESPONSE_TEXT, uploadWithProgress } from './upload';

type Outcome = { kind: 'load'; status: number; body: string; contentType?: string } | { kind: 'error' };

/** A scripted XMLHttpRequest: reports upload progress, then answers (or fails) as told. */
function installXhr(outcome: Outcome) {
  const sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  class ScriptedXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    private contentType: string | null = null;
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.contentType : null;
    }
    abort() {}
    send() {
      sent.push(this.request);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        if (outcome.kind === 'error') return this.onerror?.();
        this.status = outcome.status;
        this.responseText = outcome.body;
        this.contentType = outcome.contentType ?? 'application/json';
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('reports progress and returns the parsed answer, with bearer and no-cache headers', async () => {
    const sent = installXhr({ kind: 'load', status: 200, body: '{"fileName":"a.xsd"}' });
    setAccessTokenSource(() => Promise.resolve('tok'));
    const progress: number[] = [];
    const result = await uploadWithProgress({
      path: '/api/BaselineSchemas',
      formData: new FormData(),
      schema: z.object({ fileName: z.string() }),
      onProgress: (percent) => progress.push(percent),
    });
    expect(result).toEqual({ fileName: 'a.xsd' });
    expect(progress).toEqual([50, 100]);
    expect(sent[0]?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
  });

  it(`fails with '${UPLOAD_NO_RESPONSE_TEXT}' when no answer comes`, async () => {
    installXhr({ kind: 'error' });
    await expect(uploadWithProgress({ path: '/api/Datacatalogs', formData: new FormData() })).rejects.toMatchObject({ status: 0, title: UPLOAD_NO_RESPONSE_TEXT });
  });

  it("carries the server's problem details when the upload is refused", async () => {
    installXhr({ kind: 'load', status: 400, body: '{"title":"Ongeldig bestand","status":400,"detail":"Geen ZIP"}', contentType: 'application/problem+json' });
    const error = await uploadWithProgress({ path: '/api/Datacatalogs', formData: new FormData() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, title: 'Ongeldig bestand', detail: 'Geen ZIP' });
  });
});

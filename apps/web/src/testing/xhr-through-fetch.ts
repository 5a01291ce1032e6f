/**
 * Uploads go through XMLHttpRequest (for progress), which jsdom cannot send to the fetch stub:
 * this stand-in hands each upload to fetch, so the stub answers uploads like every other call.
 * Install with `vi.stubGlobal('XMLHttpRequest', XhrThroughFetch)`.
 */
export class XhrThroughFetch {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private response: Response | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.response?.headers.get(name) ?? null;
  }
  abort() {}
  send(body: FormData) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        this.response = response;
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

import type { ProblemDetails } from '@afd/contracts';
import { vi } from 'vitest';

/** What a handler sees of a request. */
export interface StubRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

interface Route {
  method: string;
  /** The exact pathname (lower case), or a pattern for paths that carry a changing part (a timestamp). */
  path: string | RegExp;
  handler: StubHandler;
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A problem+json answer, as the server sends for every failure. */
export function problem(details: Omit<ProblemDetails, 'type'> & { type?: string }): Response {
  return new Response(JSON.stringify({ type: 'about:blank', ...details }), {
    status: details.status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/**
 * A stand-in for the server in unit and screen tests: replaces global fetch, answers the
 * registered method + path (exact pathname, case-insensitive like the server), records every
 * request, and answers anything else with 404 so a missing handler shows up as a failing screen.
 */
export class FetchStub {
  readonly requests: StubRequest[] = [];
  private readonly routes: Route[] = [];

  constructor() {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
      const request: StubRequest = {
        method: (init?.method ?? 'GET').toUpperCase(),
        url,
        headers: new Headers(init?.headers),
        body: init?.body,
      };
      this.requests.push(request);
      const pathname = url.pathname.toLowerCase();
      const route = this.routes.find(
        (candidate) => candidate.method === request.method && (typeof candidate.path === 'string' ? candidate.path === pathname : candidate.path.test(decodeURIComponent(url.pathname))),
      );
      if (!route) return problem({ status: 404, title: 'Not Found', detail: `Geen stub voor ${request.method} ${url.pathname}` });
      return route.handler(request);
    });
  }

  /** Answers `method path` with the handler (or with this JSON body); a RegExp is tested on the decoded pathname. */
  on(method: string, path: string | RegExp, answer: StubHandler | unknown): this {
    const handler: StubHandler = typeof answer === 'function' ? (answer as StubHandler) : () => json(answer);
    this.routes.unshift({ method: method.toUpperCase(), path: typeof path === 'string' ? path.toLowerCase() : path, handler });
    return this;
  }

  /** The requests made to a path. */
  requestsTo(path: string): StubRequest[] {
    return this.requests.filter((request) => request.url.pathname.toLowerCase() === path.toLowerCase());
  }
}

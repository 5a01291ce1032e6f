import type { Socket } from 'node:net';
import type { ProblemDetails } from '@afd/contracts';
import { problemContentType } from './problem-reply.ts';
import { statusText } from './status-titles.ts';

// Requests that Node's HTTP parser refuses (headers too large, a malformed request line) never
// reach Fastify's routes or error handler: Node asks the server's clientErrorHandler to answer on
// the bare socket. Fastify's default writes a plain JSON error in English; this one writes the
// same problem+json in Dutch as every other answer, so the web app can show it.

const headersTooLarge: ProblemDetails = {
  type: 'about:blank',
  title: 'Kopregels te groot',
  status: 431,
  detail: 'De kopregels van de aanvraag zijn te groot, bijvoorbeeld door te veel of te grote cookies. Verwijder de cookies van deze site en probeer het opnieuw.',
};

/** The problem for a request the HTTP parser refused, by Node's error code. */
export function clientErrorProblem(code: string | undefined): ProblemDetails {
  if (code === 'HPE_HEADER_OVERFLOW') return headersTooLarge;
  const status = code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  return { type: 'about:blank', status, ...statusText(status) };
}

function reasonPhrase(status: number): string {
  return status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
}

/** Fastify's `clientErrorHandler`: answers on the socket, then closes it. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A client that went away needs no answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const problem = clientErrorProblem(error.code);
  const body = JSON.stringify(problem);
  socket.end(
    `HTTP/1.1 ${problem.status} ${reasonPhrase(problem.status)}\r\n` +
      `Content-Type: ${problemContentType}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

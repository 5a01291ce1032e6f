import type { ProblemDetails } from '@afd/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './http-problem.ts';
import { sendProblem } from './problem-reply.ts';
import { statusText } from './status-titles.ts';
import { fieldErrorsOf } from './validation-errors.ts';

// The one place where errors become answers. Whatever is thrown, the client gets RFC 9457
// problem details with a Dutch text; internal messages and stacks stay in the log.

export interface ErrorHandlerOptions {
  /** The configured body limit, to tell the user how large a request may be. */
  bodyLimitBytes: number;
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString('nl-NL', { maximumFractionDigits: 1 });
}

function problemOf(error: FastifyError, request: FastifyRequest, options: ErrorHandlerOptions): ProblemDetails {
  if (error instanceof HttpProblem) {
    if (error.status >= 500) request.log.error({ err: error }, 'Fout beantwoord met status %d', error.status);
    return error.toProblemDetails();
  }
  if (error.validation) {
    request.log.info({ validation: error.validation }, 'Ongeldige invoer geweigerd');
    return {
      type: 'about:blank',
      title: 'Ongeldige invoer',
      status: 400,
      detail: 'De invoer is ongeldig.',
      errors: fieldErrorsOf(error.validation, error.validationContext),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework and plugin errors (malformed JSON, body too large, unsupported content type):
    // their messages are English and technical, so the client gets the Dutch text of the status.
    request.log.info({ code: error.code, status }, error.message);
    const text = statusText(status);
    const detail =
      status === 413
        ? `De aanvraag is groter dan de toegestane ${megabytes(options.bodyLimitBytes)} MB.`
        : text.detail;
    return { type: 'about:blank', title: text.title, status, detail };
  }
  request.log.error({ err: error }, 'Onverwachte fout');
  return { type: 'about:blank', ...statusText(500), status: 500 };
}

async function errorHandler(app: FastifyInstance, options: ErrorHandlerOptions): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    return sendProblem(reply, problemOf(error, request, options));
  });
}

/** Registers the app-wide error handler (fastify-plugin: it must apply to every route). */
export default fp(errorHandler, { name: 'error-handler' });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './http-problem.ts';
import { maxJsonDepth, tooDeepAt } from './json-depth.ts';
import { firstUnstorableText } from './text-integrity.ts';

// One gate for every route: a NUL character or a character that is not Unicode, anywhere in the
// path, the query or a JSON body, is a 400 with a Dutch text before any route sees it, and a
// JSON body that is not valid UTF-8 is refused rather than read with replacement characters, and
// one nested deeper than maxJsonDepth is refused before it is parsed (json-depth.ts). Fastify's
// other default parser, text/plain, keeps its body a string, and query strings are flat
// (fast-querystring): no other way in produces nested values.
// (Upload file names are checked where uploads are read: single-file-upload.ts.)

const title = 'Ongeldige invoer';
const detail = 'De invoer bevat een teken dat niet is toegestaan (een NUL-teken of een ongeldige tekencodering).';

/** The problem for unstorable text, naming the field when there is one. */
export function unstorableTextProblem(field: string | null): HttpProblem {
  return new HttpProblem(400, title, detail, field ? { [field]: ['Bevat een teken dat niet is toegestaan.'] } : undefined);
}

/** The problem for a JSON body nested deeper than the limit. */
export function tooDeepProblem(limit: number = maxJsonDepth): HttpProblem {
  return new HttpProblem(400, title, `De invoer is te diep genest (meer dan ${limit} niveaus).`);
}

/** `%00` in any spelling, or a raw NUL, in the request target. */
const hasNul = (target: string) => target.includes('\u0000') || /%00/i.test(target);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

async function inputIntegrity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (hasNul(request.url)) throw unstorableTextProblem(null);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (tooDeepAt(body as Buffer) !== -1) {
      done(tooDeepProblem(), undefined);
      return;
    }
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(unstorableTextProblem(null), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // preValidation: after the body is parsed, before the route's schema sees it.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = firstUnstorableText(value);
      if (field !== null) throw unstorableTextProblem(field === '' ? part : field);
    }
  });
}

/** Refuses NUL characters, lone surrogates and invalid UTF-8 on every route (fastify-plugin: global). */
export default fp(inputIntegrity, { name: 'input-integrity' });

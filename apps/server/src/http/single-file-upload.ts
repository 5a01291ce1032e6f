import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from './http-problem.ts';
import { isStorableText } from './text-integrity.ts';

// One file per upload request (multipart/form-data) plus a few text fields. Every upload route
// reads its request through `readSingleFileUpload`; the limits follow config.uploadMaxBytes, the
// same limit Fastify's bodyLimit applies to other bodies, and every refusal is a Dutch problem.
//
// Usage, inside a module's own (encapsulated) plugin:
//   await registerSingleFileUploads(app, { maxBytes: options.config.uploadMaxBytes });
//   app.post('/api/...', { config: { access: ... } }, async (request) => {
//     const upload = await readSingleFileUpload(request, { maxBytes: options.config.uploadMaxBytes, fields: ['xpathlist'] });
//     upload.fileName; upload.content; upload.fields.xpathlist;
//   });

export interface SingleFileUploadLimits {
  /** Largest accepted file, in bytes: pass config.uploadMaxBytes. */
  maxBytes: number;
}

export interface SingleFileUploadOptions extends SingleFileUploadLimits {
  /** Text fields the route accepts besides the file; any other field is refused. Default none. */
  fields?: readonly string[];
  /** Largest accepted text field, in bytes (default 1 MiB). */
  maxFieldBytes?: number;
  /**
   * The route's access rule on what its text fields name, for a route whose organisation comes
   * in the form rather than the path: called with the fields sent so far when the file part
   * arrives, before a byte of the file is read; it throws the module's refusal. Clients send the
   * fields first (the web app does).
   */
  beforeFile?: (fields: Partial<Record<string, string>>) => Promise<void>;
}

export interface SingleFileUpload {
  /** Name of the form field that carried the file. */
  fieldName: string;
  /** The file name as the client sent it, without any directory part. */
  fileName: string;
  /** The media type as the client sent it (not trusted: check the content). */
  mimeType: string;
  /** The file's bytes; never empty. */
  content: Buffer;
  /** The accepted text fields that were sent (absent ones are missing from the record). */
  fields: Partial<Record<string, string>>;
}

const defaultMaxFieldBytes = 1024 * 1024;
const maxParts = 50;

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString('nl-NL', { maximumFractionDigits: 1 });
}

/** The 413 answer for a file over the limit (also used by routes that check sizes themselves). */
export function fileTooLargeProblem(maxBytes: number): HttpProblem {
  return new HttpProblem(413, 'Bestand te groot', `Het bestand is groter dan de toegestane ${megabytes(maxBytes)} MB.`);
}

/**
 * Adds multipart parsing to this plugin's scope (idempotent: a scope that already has it, from a
 * parent or an earlier call, is left as it is). Register it in the module, not at the root.
 */
export async function registerSingleFileUploads(app: FastifyInstance, limits: SingleFileUploadLimits): Promise<void> {
  if (app.hasRequestDecorator('isMultipart')) return;
  await app.register(multipart, {
    limits: { fileSize: limits.maxBytes, files: 1, parts: maxParts, fieldSize: defaultMaxFieldBytes },
    throwFileSizeLimit: true,
  });
}

/**
 * Whether a file name arrived as the user's browser sent it: busboy reads a name that is not
 * valid UTF-8 with replacement characters (U+FFFD), so such a name is refused, as are NUL and lone
 * surrogates. Which characters a name may hold beyond that is each upload's own rule (an
 * attachment refuses control characters with its own message).
 */
function isUsableFileName(fileName: string): boolean {
  return isStorableText(fileName) && !fileName.includes('\uFFFD');
}

/** Strips any directory part a client put in the file name (C:\fakepath\x.zip, a/b/x.zip). */
function baseName(fileName: string): string {
  const parts = fileName.split(/[\\/]/);
  return (parts[parts.length - 1] ?? '').trim();
}

function problemOfMultipartError(error: unknown, maxBytes: number): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLargeProblem(maxBytes);
    case 'FST_FILES_LIMIT':
      return new HttpProblem(400, 'Eén bestand verwacht', 'Stuur precies één bestand tegelijk.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpProblem(400, 'Ongeldige aanvraag', 'De aanvraag bevat te veel velden.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpProblem(400, 'Ongeldige aanvraag', 'Een veld van de aanvraag bevat ongeldige JSON.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpProblem(415, 'Type inhoud niet ondersteund', 'Stuur het bestand als multipart/form-data.');
    default:
      return new HttpProblem(400, 'Ongeldige aanvraag', 'De upload kon niet worden gelezen. Probeer het opnieuw.');
  }
}

/**
 * Reads exactly one file part plus the allowed text fields of a multipart request. Refuses,
 * with a Dutch problem: no multipart body (415), a body or file over `maxBytes` (413), no file,
 * a second file, an empty file, an unknown or oversized field (400).
 */
export async function readSingleFileUpload(request: FastifyRequest, options: SingleFileUploadOptions): Promise<SingleFileUpload> {
  const { maxBytes } = options;
  const allowedFields = new Set(options.fields ?? []);
  const maxFieldBytes = options.maxFieldBytes ?? defaultMaxFieldBytes;
  // Multipart bodies bypass Fastify's bodyLimit (the parser streams them): check the declared
  // length first, with some room for the part headers and text fields.
  const declaredLength = Number(request.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes + maxFieldBytes * allowedFields.size + 64 * 1024) {
    throw fileTooLargeProblem(maxBytes);
  }
  if (!request.isMultipart()) {
    throw new HttpProblem(415, 'Type inhoud niet ondersteund', 'Stuur het bestand als multipart/form-data.');
  }

  let file: Omit<SingleFileUpload, 'fields'> | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, parts: maxParts, fieldSize: maxFieldBytes } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!isUsableFileName(part.filename ?? '')) {
          throw new HttpProblem(400, 'Ongeldige bestandsnaam', 'De bestandsnaam bevat een teken dat niet is toegestaan (een NUL-teken of een ongeldige tekencodering).');
        }
        await options.beforeFile?.(fields);
        const content = await part.toBuffer();
        file = { fieldName: part.fieldname, fileName: baseName(part.filename ?? ''), mimeType: part.mimetype, content };
        continue;
      }
      if (!allowedFields.has(part.fieldname)) {
        throw new HttpProblem(400, 'Ongeldige aanvraag', `Het veld '${part.fieldname}' wordt hier niet verwacht.`);
      }
      if (part.valueTruncated) {
        throw new HttpProblem(400, 'Ongeldige aanvraag', `Het veld '${part.fieldname}' is te lang.`);
      }
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      if (!isStorableText(value) || value.includes('\uFFFD')) {
        throw new HttpProblem(400, 'Ongeldige invoer', `Het veld '${part.fieldname}' bevat een teken dat niet is toegestaan.`, { [part.fieldname]: ['Bevat een teken dat niet is toegestaan.'] });
      }
      fields[part.fieldname] = value;
    }
  } catch (error) {
    throw problemOfMultipartError(error, maxBytes);
  }
  if (!file) throw new HttpProblem(400, 'Geen bestand', 'Kies een bestand om te uploaden.');
  if (file.content.byteLength === 0) {
    throw new HttpProblem(400, 'Leeg bestand', `Het bestand '${file.fileName || 'zonder naam'}' is leeg.`);
  }
  return { ...file, fields };
}

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

function problemOfMultipartError(error: unknown, tooLarge: HttpProblem): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge;
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

/** One file part as busboy hands it over: its stream must be read (or failed) before the next part. */
interface FilePart {
  fieldname: string;
  filename: string;
  mimetype: string;
  file: AsyncIterable<Buffer> & { truncated: boolean };
  toBuffer(): Promise<Buffer>;
}

/** What a reader made of the file part: its size, and what the caller keeps of it. */
interface FileRead<Kept> {
  bytes: number;
  kept: Kept;
}

/**
 * The one loop over a multipart request both readers share: the declared length, the fields,
 * the refusals. `readFile` reads the file part's stream; it must read all of it or throw.
 */
async function readFileAndFields<Kept>(
  request: FastifyRequest,
  options: SingleFileUploadOptions & { tooLarge?: HttpProblem | undefined },
  readFile: (part: FilePart) => Promise<FileRead<Kept>>,
): Promise<{ fieldName: string; fileName: string; mimeType: string; fields: Partial<Record<string, string>> } & FileRead<Kept>> {
  const { maxBytes } = options;
  const tooLarge = options.tooLarge ?? fileTooLargeProblem(maxBytes);
  const allowedFields = new Set(options.fields ?? []);
  const maxFieldBytes = options.maxFieldBytes ?? defaultMaxFieldBytes;
  // Multipart bodies bypass Fastify's bodyLimit (the parser streams them): check the declared
  // length first, with some room for the part headers and text fields.
  const declaredLength = Number(request.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes + maxFieldBytes * allowedFields.size + 64 * 1024) {
    throw tooLarge;
  }
  if (!request.isMultipart()) {
    throw new HttpProblem(415, 'Type inhoud niet ondersteund', 'Stuur het bestand als multipart/form-data.');
  }

  let file: ({ fieldName: string; fileName: string; mimeType: string } & FileRead<Kept>) | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, parts: maxParts, fieldSize: maxFieldBytes } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!isUsableFileName(part.filename ?? '')) {
          throw new HttpProblem(400, 'Ongeldige bestandsnaam', 'De bestandsnaam bevat een teken dat niet is toegestaan (een NUL-teken of een ongeldige tekencodering).');
        }
        await options.beforeFile?.(fields);
        const read = await readFile(part);
        file = { fieldName: part.fieldname, fileName: baseName(part.filename ?? ''), mimeType: part.mimetype, ...read };
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
    throw problemOfMultipartError(error, tooLarge);
  }
  if (!file) throw new HttpProblem(400, 'Geen bestand', 'Kies een bestand om te uploaden.');
  if (file.bytes === 0) {
    throw new HttpProblem(400, 'Leeg bestand', `Het bestand '${file.fileName || 'zonder naam'}' is leeg.`);
  }
  return { ...file, fields };
}

/**
 * Reads exactly one file part plus the allowed text fields of a multipart request. Refuses,
 * with a Dutch problem: no multipart body (415), a body or file over `maxBytes` (413), no file,
 * a second file, an empty file, an unknown or oversized field (400).
 */
export async function readSingleFileUpload(request: FastifyRequest, options: SingleFileUploadOptions): Promise<SingleFileUpload> {
  const { kept: content, bytes: _bytes, ...upload } = await readFileAndFields(request, options, async (part) => {
    const buffer = await part.toBuffer();
    return { bytes: buffer.byteLength, kept: buffer };
  });
  return { ...upload, content };
}

export interface StreamedFileUpload<Kept> {
  fieldName: string;
  fileName: string;
  mimeType: string;
  /** The file's size in bytes; never 0. */
  bytes: number;
  /** What `consume` made of the file's chunks (a hash, a count). */
  kept: Kept;
  fields: Partial<Record<string, string>>;
}

/**
 * The streaming variant: the file's chunks go to `consume` as they arrive and are not kept, so a
 * request holds one chunk of the file at a time, never the whole. Counts the bytes and refuses a
 * file over `maxBytes` with 413 the moment it gets there (and a declared length over it before
 * reading anything); every other refusal as readSingleFileUpload's.
 */
export async function streamSingleFileUpload<Kept>(
  request: FastifyRequest,
  options: SingleFileUploadOptions & {
    /** The 413 for a file over maxBytes, when the route says more than the general text. */
    tooLarge?: HttpProblem;
  },
  consume: { chunk(chunk: Buffer): void; end(): Kept },
): Promise<StreamedFileUpload<Kept>> {
  const tooLarge = options.tooLarge ?? fileTooLargeProblem(options.maxBytes);
  return readFileAndFields(request, { ...options, tooLarge }, async (part) => {
    let bytes = 0;
    for await (const chunk of part.file) {
      bytes += chunk.byteLength;
      // busboy stops at the limit and marks the stream truncated; the count says it too.
      if (bytes > options.maxBytes || part.file.truncated) throw tooLarge;
      consume.chunk(chunk);
    }
    if (part.file.truncated) throw tooLarge;
    return { bytes, kept: consume.end() };
  });
}

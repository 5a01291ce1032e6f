import type { MessageExample } from '../model/certification.ts';
import type { SchemaVersionFile, VersionSide } from './version-compatibility.ts';

// What decide-compatibility.ts asks of an AFD version's checker: certify one version against the
// other read as a baseline, and confirm a message with the real validator. AFD 1.0 answers with
// libxml2 (afd1-direction.ts), AFD 2.0 with Ajv (afd2-direction.ts).

/** One finding of the certification checker that matters for compatibility, as Dutch text. */
export interface CompatibilityFinding {
  /** refusal: a widening of the baseline; manual: what the checker cannot decide; unreadable: the upload is no usable schema. */
  kind: 'refusal' | 'manual' | 'unreadable';
  text: string;
  /** A refusal's example message (valid under the upload, refused by the baseline), or why there is none. */
  example?: MessageExample | undefined;
}

export type DirectionCheck =
  | { ok: true; findings: CompatibilityFinding[]; /** What the baseline's library does not model (Dutch). */ baselineWarnings: string[] }
  | { ok: false; problems: string[] };

/** A version, named by its side, as one engine reads it. */
export interface NamedVersion {
  side: VersionSide;
  file: SchemaVersionFile;
}

export interface VersionChecker {
  /** Certifies `upload` against `baseline` read as a baseline; not ok when the baseline is no usable schema. */
  check(baseline: NamedVersion, upload: NamedVersion): DirectionCheck;
  /** True when the real engine finds the message valid under `accepting` and invalid under `refusing` (asked after both checks). */
  confirms(message: string, accepting: NamedVersion, refusing: NamedVersion): boolean;
  /** Frees what the checker kept for the comparison (AFD 1.0: the compiled validators). */
  dispose?(): void;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The file's text, or null when its bytes are not UTF-8. */
export function versionText(file: SchemaVersionFile): string | null {
  if (typeof file.content === 'string') return file.content;
  try {
    return decoder.decode(file.content);
  } catch {
    return null;
  }
}

/** A checker's message as one line: the statement, then the explanation that names the place. */
export const problemText = ({ message, description }: { message: string; description: string }) =>
  description === '' ? message : `${message}${/[.!?:]$/.test(message) ? '' : '.'} ${description}`;

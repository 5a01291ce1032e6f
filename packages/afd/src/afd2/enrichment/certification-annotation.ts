import { isJsonObject, type JsonValue } from '../json/json-value.ts';

// The annotation an enriched copy carries: who certified what, against which key and catalogue
// version, when, and the certification mark (sha-256 of the certified content, computed by the
// server). It is a top-level keyword `x-afd-certification`: JSON Schema 2019-09 and 2020-12 treat
// unknown keywords as annotations and their meta-schemas allow them, so the enriched copy stays
// valid for its draft; AFD 2.0 schemas already carry such keywords (customDescription,
// codelistName), so every consumer of them already accepts unknown keywords. Unlike `$comment`
// it is structured (machine-readable) and never collides with a comment the author wrote.

export const certificationAnnotationKeyword = 'x-afd-certification';

export interface CertificationAnnotation {
  organisation: string;
  /** The organisation schema's name. */
  name: string;
  /** The baseline key: certificationArea/messageType/applicationArea. */
  key: string;
  catalogueVersion: string;
  /** Certification date, ISO 8601 (yyyy-mm-dd). */
  date: string;
  /** sha-256 of the certified schema text, lower-case hex (64 characters). */
  certificationMark: string;
  /** The certificate's kenmerk (issue 18); absent in copies enriched before certificates. */
  certificate?: string;
  /** The certificate's public page: PUBLIC_URL + /certificaat/{kenmerk}. */
  certificatePage?: string;
}

const fields = ['organisation', 'name', 'key', 'catalogueVersion', 'date', 'certificationMark'] as const;
const certificateFields = ['certificate', 'certificatePage'] as const;

/** The annotation as a JSON value, fields in a fixed order. */
export function annotationValue(annotation: CertificationAnnotation): JsonValue {
  const present = certificateFields.flatMap((field) => (annotation[field] === undefined ? [] : [[field, annotation[field]] as const]));
  return Object.fromEntries([...fields.map((field) => [field, annotation[field]] as const), ...present]);
}

/** Reads an annotation value back; null when it is not a complete annotation. */
export function annotationFromValue(value: JsonValue | undefined): CertificationAnnotation | null {
  if (!isJsonObject(value)) return null;
  const read: Partial<CertificationAnnotation> = {};
  for (const field of fields) {
    const fieldValue = value[field];
    if (typeof fieldValue !== 'string') return null;
    read[field] = fieldValue;
  }
  for (const field of certificateFields) {
    const fieldValue = value[field];
    if (typeof fieldValue === 'string') read[field] = fieldValue;
  }
  return read as CertificationAnnotation;
}

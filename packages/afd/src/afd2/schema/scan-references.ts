import type { CertificationMessage } from '../../model/certification.ts';
import type { JsonObject } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { documentTexts } from '../certification/texts.ts';
import { forEachSubschema } from './walk-schema.ts';
import { isLocalPointerRef, resolveLocalRef } from './local-ref.ts';
import { parseCodeListRef, type CodeListLookup, type CodeListRef } from './code-list-ref.ts';

// Every reference in an uploaded schema is classified before any validator sees the schema:
// a pointer into the document, a known code list of the standard, or refused. Nothing is fetched.

export interface ReferenceScan {
  /** Refused references: unknown sources, unknown code lists, pointers to nowhere. */
  errors: CertificationMessage[];
  /** The code-list references, each list known locally. */
  codeListRefs: CodeListRef[];
}

/** Classifies every `$ref`, `$dynamicRef` and `$recursiveRef` of the document. */
export function scanReferences(root: JsonObject, codeLists: CodeListLookup): ReferenceScan {
  const errors: CertificationMessage[] = [];
  const codeListRefs: CodeListRef[] = [];
  forEachSubschema(root, (schema, pointer) => {
    for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef']) {
      const ref = schema[keyword];
      if (typeof ref !== 'string') continue;
      const refPointer = childPointer(pointer, keyword);
      if (ref.startsWith('#')) {
        // Anchors ('#name') are the keyword rules' business (manual validation); pointers must land.
        if (isLocalPointerRef(ref) && resolveLocalRef(root, ref) === null) errors.push(documentTexts.missingLocalTarget(ref, refPointer));
        continue;
      }
      const codeListRef = keyword === '$ref' ? parseCodeListRef(ref) : null;
      if (codeListRef === null) errors.push(documentTexts.externalRef(ref, refPointer));
      else if (codeLists.find(codeListRef.name) === undefined) errors.push(documentTexts.unknownCodeList(codeListRef.name, refPointer));
      else codeListRefs.push(codeListRef);
    }
  });
  return { errors, codeListRefs };
}

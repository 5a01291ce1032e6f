import { isOpenEntityArrayMessage } from '../afd2/certification/texts.ts';
import { parseJsonText } from '../afd2/json/parse-json.ts';
import { isJsonObject } from '../afd2/json/json-value.ts';
import { closeEntityArrays } from '../afd2/schema/entity-array.ts';
import { isCertifiable, type CertificationMessage, type CertificationResult } from '../model/certification.ts';
import { certifyAgainstBaseline } from '../offline-certification/certify-against-baseline.ts';
import type { Afd2CertificationBaseline, FileToCertify } from '../offline-certification/certification-baseline.ts';

// A stored, certified AFD 2.0 schema judged against a replacement baseline (impact preview, ADR
// 0046), as it was certified. Function schemas published before generation closed their entity
// arrays (ADR 0057) have open arrays: they were certified when the checker read every array as
// closed, and today's checker asks for manual validation of such an array wherever the baseline
// counts an item of no listed type. That warning comes from the schema and the checker, not from
// the replacement: the current baseline gives it too, and the schema's certificate stands (nothing
// re-certifies it). So where every open-array warning against the new baseline is one the current
// baseline gives as well, the schema is judged with those arrays read as closed — the reading it
// was certified under — and only what the new baseline itself breaks remains. An open-array
// warning the current baseline does not give (the new one bounds or closes a type it did not) is
// the replacement's doing and stays.

const closedCopy = (file: FileToCertify): FileToCertify | null => {
  const parsed = parseJsonText(new TextDecoder().decode(file.content));
  if (!parsed.ok || !isJsonObject(parsed.value) || closeEntityArrays(parsed.value) === 0) return null;
  return { fileName: file.fileName, content: new TextEncoder().encode(JSON.stringify(parsed.value)) };
};

const sameMessage = (left: CertificationMessage, right: CertificationMessage) => left.message === right.message && left.description === right.description;

/** The verdict a stored AFD 2.0 schema gets from the replacement baseline (`next`), its open arrays read as when it was certified where `current` warns about them too. */
export function storedAfd2SchemaVerdict(file: FileToCertify, next: Afd2CertificationBaseline, current: Afd2CertificationBaseline): CertificationResult {
  const result = certifyAgainstBaseline(next, file);
  const open = result.messages.filter(isOpenEntityArrayMessage);
  if (isCertifiable(result) || open.length === 0) return result;
  const closed = closedCopy(file);
  if (closed === null) return result;
  const alreadyOpen = certifyAgainstBaseline(current, file).messages.filter(isOpenEntityArrayMessage);
  if (!open.every((message) => alreadyOpen.some((known) => sameMessage(known, message)))) return result;
  return certifyAgainstBaseline(next, closed);
}

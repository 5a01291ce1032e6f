import type { ValidateFunction } from 'ajv';
import { parseAfd2BaselineSchema } from '../afd2/baseline/parse-baseline-schema.ts';
import { certifyJsonSchemaFindings } from '../afd2/certification/certify-json-schema.ts';
import type { Finding } from '../afd2/certification/finding.ts';
import { parseJsonText } from '../afd2/json/parse-json.ts';
import { CodeListLookup } from '../afd2/schema/code-list-ref.ts';
import { loadSchemaDocument } from '../afd2/schema/load-schema-document.ts';
import type { CodeList } from '../model/catalogue.ts';
import { compatibilityTexts } from './compatibility-texts.ts';
import { problemText, versionText, type CompatibilityFinding, type NamedVersion, type VersionChecker } from './direction-check.ts';

// AFD 2.0: the older or newer JSON Schema read as a baseline (parseAfd2BaselineSchema, as a
// baseline upload) and the other certified against it (certifyJsonSchema's findings). Only the
// restriction rules (with Ajv-checked example messages) and what the checker cannot decide count.

const restrictionChecks = new Set(['entities', 'occurrences', 'attributes', 'required-attributes', 'data-types', 'facets', 'code-list-values']);

/** The checker over the catalogue's code lists. */
export function afd2VersionChecker(codeLists: readonly CodeList[]): VersionChecker {
  // Each version's validator is compiled once per comparison, however many examples are confirmed.
  const validators = new Map<NamedVersion['side'], ValidateFunction | null>();
  const validator = (version: NamedVersion) => {
    if (!validators.has(version.side)) validators.set(version.side, validatorOf(version, codeLists));
    return validators.get(version.side) ?? null;
  };
  return {
    check(baseline, upload) {
      const baselineText = versionText(baseline.file);
      const uploadText = versionText(upload.file);
      if (baselineText === null) return { ok: false, problems: [compatibilityTexts.notUtf8(baseline.file.fileName)] };
      if (uploadText === null) return { ok: true, findings: [{ kind: 'unreadable', text: compatibilityTexts.notUtf8(upload.file.fileName) }], baselineWarnings: [] };
      const parsed = parseAfd2BaselineSchema({ schemaText: baselineText, codeLists });
      if (!parsed.ok) return { ok: false, problems: parsed.messages.map(problemText) };
      const findings = certifyJsonSchemaFindings({ schemaText: uploadText, baseline: parsed.library, codeLists, baselineSchemaText: baselineText });
      return { ok: true, findings: findings.flatMap(compatibilityFinding), baselineWarnings: parsed.messages.map(problemText) };
    },
    confirms(message, accepting, refusing) {
      const parsed = parseJsonText(message);
      if (!parsed.ok) return false;
      const yes = validator(accepting);
      const no = validator(refusing);
      return yes !== null && no !== null && yes(parsed.value) && !no(parsed.value);
    },
  };
}

function compatibilityFinding(finding: Finding): CompatibilityFinding[] {
  const text = problemText(finding.problem);
  if (finding.manual) return [{ kind: 'manual', text }];
  if (finding.severity !== 1) return [];
  if (finding.check === 'json-schema') return [{ kind: 'unreadable', text }];
  // A schema out of the AFD 2.0 shape is read only in part: what it admits beyond that is not compared.
  if (finding.check === 'afd-shape') return [{ kind: 'manual', text }];
  return restrictionChecks.has(finding.check) ? [{ kind: 'refusal', text, example: finding.problem.example }] : [];
}

/** The version's Ajv validator, its code lists resolved locally; null when it does not compile. */
function validatorOf(version: NamedVersion, codeLists: readonly CodeList[]): ValidateFunction | null {
  const text = versionText(version.file);
  if (text === null) return null;
  const loaded = loadSchemaDocument(text, new CodeListLookup(codeLists));
  return loaded.ok ? loaded.loaded.validate : null;
}

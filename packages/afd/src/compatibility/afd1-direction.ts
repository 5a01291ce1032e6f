import type { XsdValidator } from 'libxml2-wasm';
import { parseAfd1BaselineXsd } from '../afd1/baseline/parse-afd1-baseline.ts';
import { catalogueResolverFromFiles } from '../afd1/catalogue/catalogue-resolver-from-files.ts';
import { certifyXsdFindings } from '../afd1/certification/certify-xsd.ts';
import { validatorAccepts } from '../afd1/counterexamples/attach-counterexamples.ts';
import type { Finding } from '../afd1/certification/finding.ts';
import type { CatalogueResolver } from '../afd1/xml/catalogue-resolver.ts';
import { loadSchemaSet } from '../afd1/xml/schema-set.ts';
import { withSchemaSetValidator } from '../afd1/xml/xsd-compile.ts';
import { compatibilityTexts } from './compatibility-texts.ts';
import { problemText, versionText, type CompatibilityFinding, type NamedVersion, type VersionChecker } from './direction-check.ts';

// AFD 1.0: the older or newer XSD read as a baseline (parseAfd1BaselineXsd, as a baseline upload)
// and the other certified against it with checks 1-5 (certifyXsd's findings). Only check 3 (the
// restriction, a language inclusion with libxml2-checked witnesses) and check 5 (what it cannot
// decide) count: AFD component rules and XPath rules say nothing about which messages pass.

/** The checker over one catalogue. */
export function afd1VersionChecker(catalogueXsdFiles: Record<string, string>, resolver?: CatalogueResolver): VersionChecker {
  const catalogueResolver = resolver ?? catalogueResolverFromFiles(catalogueXsdFiles);
  return {
    check(baseline, upload) {
      const baselineXsd = versionText(baseline.file);
      if (baselineXsd === null) return { ok: false, problems: [compatibilityTexts.notUtf8(baseline.file.fileName)] };
      const parsed = parseAfd1BaselineXsd({ xsd: baselineXsd, fileName: baseline.file.fileName, catalogueResolver });
      if (!parsed.ok) return { ok: false, problems: parsed.problems.map(problemText) };
      const findings = certifyXsdFindings({
        xsd: upload.file.content,
        fileName: upload.file.fileName,
        baseline: parsed.library,
        baselineXsd,
        catalogueResolver,
        xpathRules: [],
      });
      return { ok: true, findings: findings.flatMap(compatibilityFinding), baselineWarnings: parsed.warnings.map(problemText) };
    },
    confirms(message, accepting, refusing) {
      const verdicts = withValidators(accepting, refusing, catalogueResolver, (yes, no) => validatorAccepts(yes, message) && !validatorAccepts(no, message));
      return verdicts === true;
    },
  };
}

function compatibilityFinding(finding: Finding): CompatibilityFinding[] {
  const text = problemText(finding.problem);
  if (finding.check === 'xml-schema' && finding.severity === 1) return [{ kind: 'unreadable', text }];
  if (finding.check !== 'baseline-restriction' && finding.check !== 'manual-constructs') return [];
  if (finding.manual) return [{ kind: 'manual', text }];
  return finding.severity === 1 ? [{ kind: 'refusal', text, example: finding.example }] : [];
}

/** Both versions compiled by libxml2 against the catalogue; null when either does not compile. */
function withValidators<T>(first: NamedVersion, second: NamedVersion, resolver: CatalogueResolver, use: (first: XsdValidator, second: XsdValidator) => T): T | null {
  const firstSet = loadSchemaSet(first.file.content, first.file.fileName, resolver);
  const secondSet = loadSchemaSet(second.file.content, second.file.fileName, resolver);
  if (!firstSet.ok || !secondSet.ok) return null;
  return withSchemaSetValidator(firstSet.set, (firstValidator) => withSchemaSetValidator(secondSet.set, (secondValidator) => use(firstValidator, secondValidator)));
}

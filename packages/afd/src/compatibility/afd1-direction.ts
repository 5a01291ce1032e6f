import type { XsdValidator } from 'libxml2-wasm';
import { afd1LibraryOfTree, parseAfd1BaselineXsd, type Afd1BaselineParse } from '../afd1/baseline/parse-afd1-baseline.ts';
import { loadBaselineSchema, type BaselineSchema } from '../afd1/certification/baseline-schema.ts';
import { catalogueResolverFromFiles } from '../afd1/catalogue/catalogue-resolver-from-files.ts';
import { certifyXsdFindings } from '../afd1/certification/certify-xsd.ts';
import { validatorAccepts } from '../afd1/counterexamples/attach-counterexamples.ts';
import type { Finding } from '../afd1/certification/finding.ts';
import type { CatalogueResolver } from '../afd1/xml/catalogue-resolver.ts';
import { loadSchemaSet } from '../afd1/xml/schema-set.ts';
import { KeptValidators, withSchemaSetValidator } from '../afd1/xml/xsd-compile.ts';
import { compatibilityTexts } from './compatibility-texts.ts';
import { problemText, versionText, type CompatibilityFinding, type NamedVersion, type VersionChecker } from './direction-check.ts';

// AFD 1.0: the older or newer XSD read as a baseline (its library as a baseline upload makes it)
// and the other certified against it with checks 1-5 (certifyXsd's findings). Only check 3 (the
// restriction, a language inclusion with libxml2-checked witnesses) and check 5 (what it cannot
// decide) count: AFD component rules and XPath rules say nothing about which messages pass.

/** The checker over one catalogue. */
export function afd1VersionChecker(catalogueXsdFiles: Record<string, string>, resolver?: CatalogueResolver): VersionChecker {
  const catalogueResolver = resolver ?? catalogueResolverFromFiles(catalogueXsdFiles);
  // Each version is compiled once for the whole comparison: as the upload of one direction, then
  // lent to the other direction's example messages and to their confirmation here (freed at the end).
  const keptValidators = new KeptValidators();
  return {
    dispose: () => keptValidators.dispose(),
    check(baseline, upload) {
      const baselineXsd = versionText(baseline.file);
      if (baselineXsd === null) return { ok: false, problems: [compatibilityTexts.notUtf8(baseline.file.fileName)] };
      const parsed = libraryOf(baselineXsd, baseline.file.fileName, catalogueResolver);
      if (!parsed.ok) return { ok: false, problems: parsed.problems.map(problemText) };
      const findings = certifyXsdFindings({
        xsd: upload.file.content,
        fileName: upload.file.fileName,
        baseline: parsed.library,
        baselineXsd,
        catalogueResolver,
        xpathRules: [],
        keptValidators,
      });
      // The checker reads the upload's namespace as the baseline's (an organisation schema has its
      // own); between two versions another namespace changes every message, which it would not see.
      // Read as certification reads a baseline: the other direction needs that reading anyway.
      const uploadText = versionText(upload.file);
      const uploadNamespace = uploadText === null ? undefined : loadBaselineSchema(uploadText, catalogueResolver)?.components.set.main.targetNamespace;
      const namespaceChange =
        uploadNamespace !== undefined && uploadNamespace !== parsed.library.targetNamespace
          ? [{ kind: 'manual' as const, text: compatibilityTexts.otherNamespace(baseline.side, parsed.library.targetNamespace, uploadNamespace) }]
          : [];
      return { ok: true, findings: [...namespaceChange, ...findings.flatMap(compatibilityFinding)], baselineWarnings: parsed.warnings.map(problemText) };
    },
    confirms(message, accepting, refusing) {
      // Both versions were compiled for the checks; their validators are asked again here.
      const yes = validatorOf(accepting, catalogueResolver, keptValidators);
      const no = validatorOf(refusing, catalogueResolver, keptValidators);
      return yes !== null && no !== null && validatorAccepts(yes, message) && !validatorAccepts(no, message);
    },
  };
}

/**
 * The version read as a baseline library: from the reading certification keeps of a baseline XSD
 * (loadBaselineSchema: parsed and analysed once per process and text), so a version is read once
 * as a baseline, not again for its library. Not compiled here: the same file is compiled as the
 * upload of the other direction, where one that does not compile leaves that direction to a
 * person. Where it does not load, the baseline upload's reading says why.
 */
function libraryOf(xsd: string, fileName: string, catalogueResolver: CatalogueResolver): Afd1BaselineParse {
  const read = loadBaselineSchema(xsd, catalogueResolver);
  if (read === null) return parseAfd1BaselineXsd({ xsd, fileName, catalogueResolver });
  // Kept with that reading (a version compared again, such as the latest published one, is not mapped again).
  const byName = libraries.get(read) ?? new Map<string, Afd1BaselineParse>();
  libraries.set(read, byName);
  const library = byName.get(fileName) ?? afd1LibraryOfTree(read.components.set, read.tree, fileName);
  byName.set(fileName, library);
  return library;
}

const libraries = new WeakMap<BaselineSchema, Map<string, Afd1BaselineParse>>();

function compatibilityFinding(finding: Finding): CompatibilityFinding[] {
  const text = problemText(finding.problem);
  if (finding.check === 'xml-schema' && finding.severity === 1) return [{ kind: 'unreadable', text }];
  if (finding.check !== 'baseline-restriction' && finding.check !== 'manual-constructs') return [];
  if (finding.manual) return [{ kind: 'manual', text }];
  return finding.severity === 1 ? [{ kind: 'refusal', text, example: finding.example }] : [];
}

/** The version's libxml2 validator, kept for the comparison (compiled by the checks, or here); null when it does not compile. */
function validatorOf(version: NamedVersion, resolver: CatalogueResolver, kept: KeptValidators): XsdValidator | null {
  const text = versionText(version.file);
  if (text === null) return null;
  const known = kept.get(text);
  if (known) return known;
  const load = loadSchemaSet(text, version.file.fileName, resolver);
  return load.ok ? withSchemaSetValidator(load.set, (validator) => validator, kept) : null;
}

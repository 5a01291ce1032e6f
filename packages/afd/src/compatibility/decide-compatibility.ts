import type { MessageExample } from '../model/certification.ts';
import { afd1VersionChecker } from './afd1-direction.ts';
import { afd2VersionChecker } from './afd2-direction.ts';
import { compatibilityTexts as texts } from './compatibility-texts.ts';
import type { CompatibilityFinding, DirectionCheck, NamedVersion, VersionChecker } from './direction-check.ts';
import {
  breaksCompatibility,
  compatibilityDirections,
  type CompatibilityContext,
  type CompatibilityDirection,
  type CompatibilityInput,
  type CompatibilityWithEarlier,
  type CompatibilityWithEarlierInput,
  type DirectionCompatibility,
  type VersionCompatibility,
  type VersionSide,
} from './version-compatibility.ts';

// Compatibility between two versions of one schema (issue 32, ADR 0068): each direction is a
// certification, one version read as the baseline and the other certified against it, by the
// same checker the portal certifies with. A direction is 'niet-compatibel' only with an example
// message the real validator (libxml2, Ajv) accepts under one version and refuses under the other,
// checked here again both ways; a difference without one is left to a person, with the reason.

/** Witnesses tried per direction before it is left to a person. */
const MAX_WITNESSES = 5;

/** Decides both directions between an older and a newer version of the same schema. */
export function decideCompatibility({ older, newer, context }: CompatibilityInput): VersionCompatibility {
  const inputProblem = fileTypeProblem(older.fileName, newer.fileName, context);
  if (inputProblem !== null) return { newAcceptedByOld: manual([inputProblem]), oldAcceptedByNew: manual([inputProblem]) };
  const checker = checkerFor(context);
  const versions: Record<VersionSide, NamedVersion> = { oud: { side: 'oud', file: older }, nieuw: { side: 'nieuw', file: newer } };
  try {
    // Both checks first, then the verdicts: confirming a witness may use what both checks read.
    const checked = { newAcceptedByOld: checkDirection(checker, 'newAcceptedByOld', versions), oldAcceptedByNew: checkDirection(checker, 'oldAcceptedByNew', versions) };
    return { newAcceptedByOld: decideDirection(checker, checked.newAcceptedByOld), oldAcceptedByNew: decideDirection(checker, checked.oldAcceptedByNew) };
  } finally {
    checker.dispose?.();
  }
}

/** Decides the new version against each earlier one (transitively, not only the latest) and names every version it breaks. */
export function decideCompatibilityWithEarlier({ newer, earlier, context }: CompatibilityWithEarlierInput): CompatibilityWithEarlier {
  const versions = earlier.map(({ version, file }) => ({ version, compatibility: decideCompatibility({ older: file, newer, context }) }));
  const breaks = versions.filter(({ compatibility }) => breaksCompatibility(compatibility)).map(({ version }) => version);
  const undecided = versions
    .filter(({ compatibility }) => !breaksCompatibility(compatibility) && compatibilityDirections.some((direction) => compatibility[direction].verdict === 'handmatig'))
    .map(({ version }) => version);
  return { versions, breaks, undecided };
}

function checkerFor(context: CompatibilityContext): VersionChecker {
  return context.afdVersion === 1 ? afd1VersionChecker(context.catalogueXsdFiles, context.catalogueResolver) : afd2VersionChecker(context.codeLists);
}

/** The side whose messages the other must accept: newAcceptedByOld certifies the new version against the old. */
const uploadSideOf = (direction: CompatibilityDirection): VersionSide => (direction === 'newAcceptedByOld' ? 'nieuw' : 'oud');
const otherSide = (side: VersionSide): VersionSide => (side === 'oud' ? 'nieuw' : 'oud');

interface CheckedDirection {
  direction: CompatibilityDirection;
  upload: NamedVersion;
  baseline: NamedVersion;
  checked: DirectionCheck;
}

function checkDirection(checker: VersionChecker, direction: CompatibilityDirection, versions: Record<VersionSide, NamedVersion>): CheckedDirection {
  const upload = versions[uploadSideOf(direction)];
  const baseline = versions[otherSide(upload.side)];
  return { direction, upload, baseline, checked: checker.check(baseline, upload) };
}

function decideDirection(checker: VersionChecker, { direction, upload, baseline, checked }: CheckedDirection): DirectionCompatibility {
  if (!checked.ok) return manual([texts.unreadable(baseline.side, baseline.file.fileName), ...checked.problems]);
  const asVersion = (text: string) => texts.asVersion(text, baseline.side);
  const of = (kind: CompatibilityFinding['kind']) => checked.findings.filter((finding) => finding.kind === kind);
  const unreadable = of('unreadable');
  if (unreadable.length > 0) return manual([texts.unreadable(upload.side, upload.file.fileName), ...unreadable.map((finding) => finding.text)]);

  const refusals = of('refusal');
  const manualReasons = of('manual').map((finding) => asVersion(finding.text));
  const witness = confirmedWitness(checker, refusals, upload, baseline);
  if (witness !== null) {
    return {
      verdict: 'niet-compatibel',
      counterexample: { message: witness.content, validUnder: upload.side, fileName: witness.fileName, mediaType: witness.mediaType === 'application/json' ? 'application/json' : 'application/xml' },
      reasons: [texts.breaks(direction), ...refusals.map((finding) => asVersion(finding.text))],
    };
  }
  if (refusals.length > 0) {
    const unwitnessed = refusals.map((finding) => asVersion(`${finding.text} ${witnessless(finding.example, upload.side)}`.trim()));
    return manual([texts.refusalWithoutWitness, ...unwitnessed, ...manualReasons]);
  }
  if (manualReasons.length > 0) return manual([texts.manual, ...manualReasons]);
  if (checked.baselineWarnings.length > 0) return manual([texts.baselineNotModelled(baseline.side), ...checked.baselineWarnings]);
  return { verdict: 'compatibel' };
}

type BuiltExample = Extract<MessageExample, { kind: 'built' }>;

/** The first of the checker's example messages that the real validator confirms again, both ways. */
function confirmedWitness(checker: VersionChecker, refusals: readonly CompatibilityFinding[], upload: NamedVersion, baseline: NamedVersion): BuiltExample | null {
  const built = refusals.map((finding) => finding.example).filter((example): example is BuiltExample => example?.kind === 'built');
  for (const example of built.slice(0, MAX_WITNESSES)) {
    if (checker.confirms(example.content, upload, baseline)) return example;
  }
  return null;
}

/** Why a refusal has no witness: the checker's reason, or that the validators did not confirm its example. */
function witnessless(example: MessageExample | undefined, uploadSide: VersionSide): string {
  if (example?.kind === 'none') return example.reason;
  return example?.kind === 'built' ? texts.witnessNotConfirmed(uploadSide) : '';
}

function manual(reasons: string[]): DirectionCompatibility {
  return { verdict: 'handmatig', reasons };
}

function fileTypeProblem(olderName: string, newerName: string, context: CompatibilityContext): string | null {
  const expected = context.afdVersion === 1 ? /\.xsd$/i : /\.json$/i;
  const extension = (name: string) => /\.(xsd|json)$/i.exec(name)?.[1]?.toLowerCase() ?? name;
  if (extension(olderName) !== extension(newerName)) return texts.differentAfdVersions(olderName, newerName);
  const wrong = [olderName, newerName].find((name) => !expected.test(name));
  return wrong === undefined ? null : texts.wrongFileType(wrong, context.afdVersion);
}

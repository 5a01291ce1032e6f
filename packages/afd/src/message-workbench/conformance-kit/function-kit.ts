import { readAfd1XPathLibrary } from '../../authoring/generation/afd1/read-xpath-library.ts';
import { afd1GeneratedSuffixes } from '../../authoring/generation/afd1/generate-afd1-function.ts';
import { afd2GeneratedSuffixes } from '../../authoring/generation/json-schema/generate-afd2-function.ts';
import type { Definition } from '../../authoring/definition.ts';
import { mergedTree, type TreeAttributeView, type TreeEntityView } from '../../authoring/merged-tree.ts';
import type { BaselineLibrary } from '../../model/baseline-library.ts';
import { afd2FunctionFiles, prepareJsonMessageCheck } from '../check-json-message.ts';
import { prepareXmlMessageCheck } from '../check-xml-message.ts';
import type { MessageCheck, MessageFinding } from '../message-finding.ts';
import { constraintCandidates, ruleTweaks, type Candidate, type CandidateContext, type KitConstraint, type Tweak } from './kit-candidates.ts';
import { kitTexts as texts } from './kit-texts.ts';
import { messageIdentity } from '../message-identity.ts';
import { copyPlan, fillIdentity, kitSelection, planJson, plannedEntity, planXml, validPlan, type MessagePlan } from './message-plan.ts';

// The conformance kit of one function (issue 18, point 5): a valid example message and one invalid
// example per constraint the function has — a V attribute missing, an N attribute present, a code
// outside the subset, each facet kind broken, an entity once too often, each entity the function
// requires left out (ADR 0056), each verbandscontrole
// broken — each with the findings it gives. Every message is checked here with the workbench's
// own check (checkJsonMessage / checkXmlMessage, on the function's generated files) before it is
// kept: the valid one must give nothing, an invalid one exactly its labelled finding (AFD 2.0 may
// add what follows from it by the standard's shape: the lists above that no longer count the
// entity, 'contains'). What cannot be made that way is left out and said so ('niet te maken').

export interface KitFunctionInput {
  library: BaselineLibrary;
  definition: Definition;
  functionName: string;
  /** The function's files as 'Download per functie' zips them (AFD 2.0: schema and companions; AFD 1.0: schema, catalogue XSDs, afdXPathLibrary). */
  files: readonly { name: string; content: string }[];
}

export interface KitExample {
  constraint: KitConstraint | 'geldig';
  /** What kind of example, in Dutch ('Facet maxLength geschonden'). */
  groupLabel: string;
  /** Short and safe for a file name: the attribute, facet, entity or rule. */
  subject: string;
  /** What was changed, in Dutch, with the place. */
  description: string;
  /** Exactly what the workbench gives on it: nothing (valid), else the labelled finding first. */
  findings: MessageFinding[];
  content: string;
}

export interface KitOmission {
  constraint: KitConstraint | 'geldig';
  groupLabel: string;
  reason: string;
}

export interface FunctionKit {
  functionName: string;
  extension: 'json' | 'xml';
  examples: KitExample[];
  omissions: KitOmission[];
}

/** Tries per group at most: enough to get past an attribute whose value breaks two facets at once. */
const MAX_TRIES = 40;
/** Messages tried per verbandscontrole at most (single changes, then pairs). */
const MAX_RULE_TRIES = 400;
/** Messages tried for all verbandscontroles of one function together: the kit is made on request, so its work is bounded whatever the definition. */
const MAX_RULE_TRIES_PER_FUNCTION = 4000;

interface Checker {
  check: (text: string) => MessageCheck;
  dispose: () => void;
  rules: { id: string; expression: string }[];
}

function checkerOf(library: BaselineLibrary, files: KitFunctionInput['files']): Checker | string {
  const byName = Object.fromEntries(files.map((file) => [file.name, file.content]));
  if (library.afdVersion === 2) {
    const schema = files.find((file) => file.name.endsWith(afd2GeneratedSuffixes.schema) && !file.name.endsWith(afd2GeneratedSuffixes.codeLists) && !file.name.endsWith(afd2GeneratedSuffixes.validationRules));
    const functionFiles = afd2FunctionFiles(schema?.content ?? '', files);
    const prepared = prepareJsonMessageCheck(functionFiles);
    if (!prepared.ok) return prepared.problem;
    return { check: prepared.check, dispose: () => undefined, rules: jsonRules(functionFiles.rulesText) };
  }
  const prepared = prepareXmlMessageCheck({ files: byName });
  if (!prepared.ok) return prepared.problem;
  const libraryFile = files.find((file) => file.name.endsWith(afd1GeneratedSuffixes.xpathLibrary));
  const rules = (libraryFile ? readAfd1XPathLibrary(libraryFile.content)?.rules ?? [] : []).map((rule) => ({ id: rule.name, expression: rule.predicateXPath }));
  return { check: prepared.check, dispose: prepared.dispose, rules };
}

/** The verbandscontroles of a -validationRules.json (already accepted by the check) with a test to break. */
function jsonRules(rulesText: string | null): { id: string; expression: string }[] {
  if (rulesText === null) return [];
  const parsed = JSON.parse(rulesText) as { rule?: { id: string; test: string }[] };
  return (parsed.rule ?? []).filter((rule) => rule.test.trim() !== '').map((rule) => ({ id: rule.id, expression: rule.test }));
}

/** AFD 2.0: a list that no longer counts an entity because of a finding inside it. */
function followsFrom(finding: MessageFinding, primary: MessageFinding): boolean {
  return finding.kind === 'schema' && finding.source === 'contains' && finding.path !== '' && (primary.path.startsWith(`${finding.path}[`) || primary.path.startsWith(`${finding.path}.`));
}

/** The findings with the labelled one first when they are exactly it (and, AFD 2.0, what follows from it); null otherwise. */
function exactly(check: MessageCheck, expected: (finding: MessageFinding) => boolean, allowFollowing: boolean): MessageFinding[] | null {
  if (!check.ok) return null;
  const primaries = check.findings.filter(expected);
  const [primary] = primaries;
  if (primaries.length !== 1 || primary === undefined) return null;
  const rest = check.findings.filter((finding) => finding !== primary);
  return rest.every((finding) => allowFollowing && followsFrom(finding, primary)) ? [primary, ...rest] : null;
}

function viewsOf(tree: readonly TreeEntityView[]): Map<string, TreeAttributeView> {
  const views = new Map<string, TreeAttributeView>();
  const visit = (entity: TreeEntityView) => {
    for (const attribute of entity.attributes) views.set(attribute.path, attribute);
    entity.children.forEach(visit);
  };
  tree.forEach(visit);
  return views;
}

/** Single changes first, then pairs, until `accept` takes one; how many messages were tried. */
function searchTweaks(
  valid: MessagePlan,
  tweaks: readonly Tweak[],
  write: (plan: MessagePlan) => string,
  accept: (text: string) => boolean,
  limit = MAX_RULE_TRIES,
): { found: { plan: MessagePlan; text: string } | null; tried: number } {
  let tried = 0;
  const attempt = (chosen: readonly Tweak[]) => {
    tried += 1;
    const plan = copyPlan(valid);
    chosen.map((tweak) => tweak.at(plan)).forEach((apply) => apply());
    const text = write(plan);
    return accept(text) ? { plan, text } : null;
  };
  for (const tweak of tweaks) {
    if (tried >= limit) return { found: null, tried };
    const found = attempt([tweak]);
    if (found !== null) return { found, tried };
  }
  for (let first = 0; first < tweaks.length; first += 1) {
    for (let second = first + 1; second < tweaks.length; second += 1) {
      if (tried >= limit) return { found: null, tried };
      const found = attempt([tweaks[first] as Tweak, tweaks[second] as Tweak]);
      if (found !== null) return { found, tried };
    }
  }
  return { found: null, tried };
}

/** The tweaks a rule can notice: those on a name its expression mentions (all, when it mentions none of them). */
function relevantTweaks(tweaks: readonly Tweak[], expression: string): Tweak[] {
  const names = new Set(expression.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  const relevant = tweaks.filter((tweak) => names.has(tweak.name));
  return relevant.length > 0 ? relevant : [...tweaks];
}

const findingsText = (check: MessageCheck) => (check.ok ? check.findings.map((finding) => `${finding.path || '(het hele bericht)'}: ${finding.message}`).join('; ') : check.problem);

/** The kit of one function: its examples, each checked, and what could not be made. */
export function functionKit(input: KitFunctionInput): FunctionKit {
  const { library, definition, functionName } = input;
  const extension = library.afdVersion === 2 ? 'json' : 'xml';
  const kit: FunctionKit = { functionName, extension, examples: [], omissions: [] };
  const checker = checkerOf(library, input.files);
  if (typeof checker === 'string') {
    kit.omissions.push({ constraint: 'geldig', groupLabel: texts.validLabel, reason: texts.filesUnusable(checker) });
    return kit;
  }
  try {
    const write = (plan: MessagePlan) => (library.afdVersion === 2 ? planJson(plan) : planXml(plan, library.targetNamespace ?? ''));
    const selection = kitSelection(library, definition, functionName);
    const valid = fillIdentity(validPlan(library, selection), library, selection, messageIdentity(library, definition, functionName));
    const context: CandidateContext = { library, selection, views: viewsOf(mergedTree(library, definition)), valid };

    // The valid example; where only verbandscontroles refuse it, a change that satisfies them is looked for.
    const validCheck = checker.check(write(context.valid));
    if (!isClean(validCheck)) {
      const onlyRules = validCheck.ok && validCheck.findings.every((finding) => finding.kind === 'verbandscontrole');
      const repaired = onlyRules ? searchTweaks(context.valid, ruleTweaks(context), write, (text) => isClean(checker.check(text))).found : null;
      if (repaired === null) {
        kit.omissions.push({ constraint: 'geldig', groupLabel: texts.validLabel, reason: texts.validNotClean(findingsText(validCheck)) });
        return kit;
      }
      context.valid = repaired.plan;
    }
    kit.examples.push({ constraint: 'geldig', groupLabel: texts.validLabel, subject: 'geldig', description: texts.valid, findings: [], content: write(context.valid) });

    // One example per constraint group: the first candidate giving exactly its finding.
    const made = (candidate: Candidate): KitExample | null => {
      const plan = copyPlan(context.valid);
      const { description, expected } = candidate.change(plan);
      const content = write(plan);
      const findings = exactly(checker.check(content), expected, library.afdVersion === 2);
      return findings === null ? null : { constraint: candidate.constraint, groupLabel: candidate.groupLabel, subject: candidate.subject, description, findings, content };
    };
    const groups = new Map<string, Candidate[]>();
    for (const candidate of constraintCandidates(context, (entity, index) => plannedEntity(library, selection, entity.node, index))) groups.set(candidate.group, [...(groups.get(candidate.group) ?? []), candidate]);
    for (const candidates of groups.values()) {
      const tried = candidates.slice(0, MAX_TRIES);
      let example: KitExample | null = null;
      for (const candidate of tried) if (example === null) example = made(candidate);
      const first = candidates[0] as Candidate;
      if (example) kit.examples.push(example);
      else kit.omissions.push({ constraint: first.constraint, groupLabel: first.groupLabel, reason: texts.noCleanExample(tried.length) });
    }

    const groupKinds = new Set([...groups.keys()].map((group) => group.split(':')[0]));
    for (const constraint of ['verplicht', 'niet-toegestaan', 'code', 'facet', 'aantal', 'verplichte-entiteit'] as const) {
      const groupLabel = constraint === 'facet' ? texts.facetAny : constraint === 'verplichte-entiteit' ? texts.missingEntityAny : texts.groups[constraint];
      if (!groupKinds.has(constraint)) kit.omissions.push({ constraint, groupLabel, reason: texts.nothingToBreak[constraint] });
    }
    if (checker.rules.length === 0) kit.omissions.push({ constraint: 'verbandscontrole', groupLabel: texts.ruleAny, reason: texts.nothingToBreak.verbandscontrole });

    // Each verbandscontrole broken alone.
    const tweaks = ruleTweaks(context);
    let budget = MAX_RULE_TRIES_PER_FUNCTION;
    for (const rule of checker.rules) {
      const expected = (finding: MessageFinding) => finding.kind === 'verbandscontrole' && finding.source === rule.id;
      const groupLabel = texts.groups.verbandscontrole(rule.id);
      const search = searchTweaks(context.valid, relevantTweaks(tweaks, rule.expression), write, (text) => exactly(checker.check(text), expected, false) !== null, Math.min(MAX_RULE_TRIES, budget));
      budget -= search.tried;
      if (search.found === null) {
        kit.omissions.push({ constraint: 'verbandscontrole', groupLabel, reason: search.tried === 0 && budget <= 0 ? texts.ruleBudgetSpent : texts.noRuleExample(search.tried) });
        continue;
      }
      const findings = exactly(checker.check(search.found.text), expected, false) ?? [];
      kit.examples.push({ constraint: 'verbandscontrole', groupLabel, subject: rule.id, description: texts.ruleBroken(rule.id), findings, content: search.found.text });
    }
    return kit;
  } finally {
    checker.dispose();
  }
}

const isClean = (check: MessageCheck) => check.ok && check.findings.length === 0;

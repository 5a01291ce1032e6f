import { parseAfd1Format } from '../../afd1/formats/format-notation.ts';
import type { FunctionSelection } from '../../authoring/generation/function-selection.ts';
import type { TreeAttributeView } from '../../authoring/merged-tree.ts';
import type { BaselineAttribute, BaselineLibrary, Facets } from '../../model/baseline-library.ts';
import type { MessageFinding } from '../message-finding.ts';
import { workbenchTexts } from '../message-workbench-texts.ts';
import { childPlace, entityPlace, planEntities, sameEntity, type MessagePlan, type PlannedEntity } from './message-plan.ts';
import { afd1SampleValue, afd2SampleValue, baselineCodes, narrowedValues } from './sample-values.ts';
import { kitTexts as texts } from './kit-texts.ts';

// The invalid examples the kit tries, each one change of the valid message with the finding it
// must then give (a predicate on the workbench's finding: its kind, its place, its text or keyword).
// Several candidates share a group (one example per group is kept: the first that gives exactly
// its finding); the groups say what the kit should hold, so a group without a clean example is
// listed as 'niet te maken'.

export type KitConstraint = 'verplicht' | 'niet-toegestaan' | 'code' | 'facet' | 'aantal' | 'verplichte-entiteit' | 'verbandscontrole';

export interface Candidate {
  constraint: KitConstraint;
  /** One example per group: 'verplicht', 'facet:maxLength', 'verbandscontrole:BR1'. */
  group: string;
  groupLabel: string;
  /** Short, for the file name: the attribute, entity or rule. */
  subject: string;
  /** Changes a copy of the valid plan; answers the description and the predicate its one finding must meet. */
  change: (plan: MessagePlan) => { description: string; expected: (finding: MessageFinding) => boolean };
}

export interface CandidateContext {
  library: BaselineLibrary;
  selection: FunctionSelection;
  /** Every attribute of the merged tree by path (kept or not), for attributes the function leaves out. */
  views: ReadonlyMap<string, TreeAttributeView>;
  valid: MessagePlan;
}

const version = (context: CandidateContext) => context.library.afdVersion;

/** The first entity of each kind in the valid message, with its parent. */
function firstOfEach(plan: MessagePlan) {
  const seen = new Set<string>();
  return planEntities(plan).filter(({ entity }) => !seen.has(entity.node.path) && seen.add(entity.node.path));
}

/** AFD 1.0: the elements libxml2 names as expected in a missing/unexpected-element finding. */
function expectedElements(message: string): string[] {
  const match = /(?:hier wordt verwacht|ontbreekt een verplicht element): ([^.(]*)\./.exec(message);
  return match?.[1]?.split(', ').map((name) => name.trim()) ?? [];
}

const xmlFacetOf = (message: string) => /\[facet '(\w+)'\]/.exec(message)?.[1] ?? null;

/** A V attribute taken away, per entity and attribute the function requires. */
function requiredCandidates(context: CandidateContext): Candidate[] {
  return firstOfEach(context.valid).flatMap(({ entity }) =>
    entity.node.attributes
      .filter((attribute) => context.selection.attributes.get(attribute.path)?.presence === 'V' && entity.values.has(attribute.name))
      .map((attribute): Candidate => ({
        constraint: 'verplicht',
        group: 'verplicht',
        groupLabel: texts.groups.verplicht,
        subject: attribute.name,
        change: (plan) => {
          const target = sameEntity(context.valid, entity, plan);
          target.values.delete(attribute.name);
          const place = entityPlace(plan, target, version(context));
          const expected =
            version(context) === 2
              ? (finding: MessageFinding) => finding.kind === 'schema' && finding.path === place && finding.message === workbenchTexts.required(attribute.name)
              : (finding: MessageFinding) => finding.kind === 'schema' && finding.path.startsWith(place) && expectedElements(finding.message).includes(attribute.name);
          return { description: texts.required(attribute.name, place), expected };
        },
      })),
  );
}

/** An attribute the function leaves out (N, or not chosen) put in, per entity. Explicit N first. */
function notAllowedCandidates(context: CandidateContext): Candidate[] {
  const candidates = firstOfEach(context.valid).flatMap(({ entity }) =>
    entity.node.attributes
      .filter((attribute) => !context.selection.attributes.has(attribute.path) && context.views.has(attribute.path))
      .map((attribute) => {
        const view = context.views.get(attribute.path) as TreeAttributeView;
        const candidate: Candidate = {
          constraint: 'niet-toegestaan',
          group: 'niet-toegestaan',
          groupLabel: texts.groups['niet-toegestaan'],
          subject: attribute.name,
          change: (plan) => {
            const target = sameEntity(context.valid, entity, plan);
            target.values.set(attribute.name, version(context) === 2 ? afd2SampleValue(view, attribute, context.library, 0) : afd1SampleValue(view, attribute, context.library));
            const entityAt = entityPlace(plan, target, version(context));
            const place = childPlace(entityAt, attribute.name, version(context));
            const expected =
              version(context) === 2
                ? (finding: MessageFinding) => finding.kind === 'schema' && finding.path === place && (finding.source === 'additionalProperties' || finding.source === 'unevaluatedProperties')
                : (finding: MessageFinding) => finding.kind === 'schema' && finding.path === place && finding.message.startsWith(workbenchTexts.xmlUnexpected(attribute.name, null).replace(/\.$/, ''));
            return { description: texts.notAllowed(attribute.name, entityAt), expected };
          },
        };
        return { candidate, explicit: view.isSelected };
      }),
  );
  return [...candidates.filter((entry) => entry.explicit), ...candidates.filter((entry) => !entry.explicit)].map((entry) => entry.candidate);
}

/** The place of an attribute's value (AFD 2.0 array attributes: its first item). */
function valuePlace(attributePlace: string, attribute: BaselineAttribute, afdVersion: 1 | 2): string {
  return afdVersion === 2 && attribute.dataType?.isArray ? `${attributePlace}[0]` : attributePlace;
}

const wrap = (value: unknown, attribute: BaselineAttribute, afdVersion: 1 | 2) => (afdVersion === 2 && attribute.dataType?.isArray ? [value] : value);

/** The kept attributes of the first entity of each kind, with the entity they sit in. */
function keptAttributes(context: CandidateContext) {
  return firstOfEach(context.valid).flatMap(({ entity }) =>
    entity.node.attributes.flatMap((attribute) => {
      const kept = context.selection.attributes.get(attribute.path);
      return kept && entity.values.has(attribute.name) ? [{ entity, attribute, view: kept.view, presence: kept.presence }] : [];
    }),
  );
}

/** A code of the baseline outside the definition's chosen subset (or options). */
function codeCandidates(context: CandidateContext): Candidate[] {
  return keptAttributes(context).flatMap(({ entity, attribute, view }) => {
    const narrowed = narrowedValues(view);
    if (narrowed === null) return [];
    const outside = baselineCodes(attribute, context.library).find((code) => !narrowed.includes(code)) ?? (attribute.codeList === null && attribute.facets.enumeration === undefined ? 'ZZ' : undefined);
    if (outside === undefined) return [];
    return [
      {
        constraint: 'code',
        group: 'code',
        groupLabel: texts.groups.code,
        subject: attribute.name,
        change: (plan) => {
          const target = sameEntity(context.valid, entity, plan);
          target.values.set(attribute.name, wrap(outside, attribute, version(context)));
          const entityAt = entityPlace(plan, target, version(context));
          const place = valuePlace(childPlace(entityAt, attribute.name, version(context)), attribute, version(context));
          const text = workbenchTexts.notInList(outside);
          const expected = (finding: MessageFinding) => finding.kind === 'schema' && finding.path === place && (version(context) === 2 ? finding.message === text : finding.message.startsWith(text));
          return { description: texts.outsideSubset(outside, attribute.name, entityAt), expected };
        },
      },
    ];
  });
}

const patternProbes = ['#', '!', ' ', 'a', '0', 'ZZZZ', '-'];

function breaksPattern(pattern: string, value: string): boolean {
  try {
    return !new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return false;
  }
}

/** A value breaking one facet of the attribute (the keyword the finding names), per facet it has. */
function facetViolations(view: TreeAttributeView, attribute: BaselineAttribute, afdVersion: 1 | 2): { facet: string; value: unknown }[] {
  const facets: Facets = view.facets.actual;
  const found: { facet: string; value: unknown }[] = [];
  const integer = attribute.dataType?.type === 'integer';
  const numeric = afdVersion === 2 ? attribute.dataType?.type === 'integer' || attribute.dataType?.type === 'decimal' : false;
  const text = (value: number) => (afdVersion === 2 && numeric ? value : String(value));
  if (facets.maxLength !== undefined) found.push({ facet: 'maxLength', value: 'A'.repeat(facets.maxLength + 1) });
  if (facets.minLength !== undefined && facets.minLength > 0) found.push({ facet: 'minLength', value: 'A'.repeat(facets.minLength - 1) });
  if (facets.pattern !== undefined) {
    const probe = patternProbes.find((value) => breaksPattern(facets.pattern ?? '', value));
    if (probe !== undefined) found.push({ facet: 'pattern', value: probe });
  }
  if (afdVersion === 2) {
    if (facets.minimum !== undefined) found.push({ facet: 'minimum', value: facets.minimum - 1 });
    if (facets.maximum !== undefined) found.push({ facet: 'maximum', value: facets.maximum + 1 });
    if (facets.exclusiveMinimum !== undefined) found.push({ facet: 'exclusiveMinimum', value: facets.exclusiveMinimum });
    if (facets.exclusiveMaximum !== undefined) found.push({ facet: 'exclusiveMaximum', value: facets.exclusiveMaximum });
    if (facets.multipleOf !== undefined) found.push({ facet: 'multipleOf', value: integer ? facets.multipleOf + 1 : facets.multipleOf * 1.5 });
    const badFormat: Record<string, string> = { date: '2026-02-30', 'date-time': '2026-01-01T25:00:00Z', time: '25:00:00' };
    if (facets.format !== undefined && badFormat[facets.format] !== undefined) found.push({ facet: 'format', value: badFormat[facets.format] });
    return found.map((entry) => ({ ...entry, value: entry.facet.endsWith('imum') || entry.facet === 'multipleOf' ? text(entry.value as number) : entry.value }));
  }
  // AFD 1.0: the format's own facets, then the definition's bounds on a number.
  const parsed = attribute.format === null ? null : parseAfd1Format(attribute.format);
  const format = parsed?.ok ? parsed.format : null;
  if (format?.kind === 'alphanumeric' && facets.maxLength === undefined) found.push({ facet: format.exactLength ? 'length' : 'maxLength', value: 'A'.repeat(format.length + 1) });
  if (format?.kind === 'alphanumeric' && !format.exactLength) found.push({ facet: 'minLength', value: '' });
  if (format && format.kind !== 'alphanumeric' && format.kind !== 'date') {
    if (!format.exactLength) found.push({ facet: 'totalDigits', value: '1'.repeat(format.length + 1) });
    if (format.decimals > 0) found.push({ facet: 'fractionDigits', value: `1.${'1'.repeat(format.decimals + 1)}` });
  }
  const decimals = format?.decimals ?? 0;
  if (view.minimum !== null && Number.isFinite(Number(view.minimum))) found.push({ facet: 'minInclusive', value: (Number(view.minimum) - 1).toFixed(decimals) });
  if (view.maximum !== null && Number.isFinite(Number(view.maximum))) found.push({ facet: 'maxInclusive', value: (Number(view.maximum) + 1).toFixed(decimals) });
  return found;
}

function facetCandidates(context: CandidateContext): Candidate[] {
  return keptAttributes(context).flatMap(({ entity, attribute, view }) => {
    if (narrowedValues(view) !== null || attribute.codeList !== null || view.facets.actual.const !== undefined || view.facets.actual.enumeration !== undefined) return [];
    return facetViolations(view, attribute, version(context)).map(
      ({ facet, value }): Candidate => ({
        constraint: 'facet',
        group: `facet:${facet}`,
        groupLabel: texts.groups.facet(facet),
        subject: `${facet}-${attribute.name}`,
        change: (plan) => {
          const target = sameEntity(context.valid, entity, plan);
          target.values.set(attribute.name, wrap(value, attribute, version(context)));
          const entityAt = entityPlace(plan, target, version(context));
          const place = valuePlace(childPlace(entityAt, attribute.name, version(context)), attribute, version(context));
          const expected = (finding: MessageFinding) => finding.kind === 'schema' && finding.path === place && (version(context) === 2 ? finding.source === facet : xmlFacetOf(finding.message) === facet);
          return { description: texts.facet(facet, attribute.name, entityAt, JSON.stringify(value)), expected };
        },
      }),
    );
  });
}

/** An entity once more than the function's maximum (never the XML root: a document has one). */
function tooManyCandidates(context: CandidateContext, copyOf: (entity: PlannedEntity, index: number) => PlannedEntity): Candidate[] {
  return firstOfEach(context.valid).flatMap(({ entity, parent }) => {
    const maxOccurs = context.selection.entities.get(entity.node.path)?.maxOccurs;
    if (maxOccurs === undefined || maxOccurs === 'unbounded' || maxOccurs > 50 || (parent === null && version(context) === 1)) return [];
    return [
      {
        constraint: 'aantal',
        group: 'aantal',
        groupLabel: texts.groups.aantal,
        subject: entity.node.name,
        change: (plan) => {
          const target = sameEntity(context.valid, entity, plan);
          const siblings = parent === null ? plan.roots : sameEntity(context.valid, parent, plan).children;
          const last = siblings.map((sibling) => sibling.node.path).lastIndexOf(entity.node.path);
          const present = siblings.filter((sibling) => sibling.node.path === entity.node.path).length;
          const copies = Array.from({ length: maxOccurs + 1 - present }, (_, copy) => copyOf(target, present + copy));
          siblings.splice(last + 1, 0, ...copies);
          const parentAt = parent === null ? '' : entityPlace(plan, sameEntity(context.valid, parent, plan), version(context));
          const name = entity.node.name;
          if (version(context) === 2) {
            const place = parentAt === '' ? name : childPlace(parentAt, name, 2);
            return { description: texts.tooMany(place, maxOccurs + 1), expected: (finding) => finding.kind === 'schema' && finding.path === place && (finding.source === 'maxItems' || finding.source === 'contains') };
          }
          const namesakes = siblings.filter((sibling) => sibling.node.name === name).length;
          const place = childPlace(parentAt, `${name}[${namesakes}]`, 1);
          return {
            description: texts.tooMany(childPlace(parentAt, name, 1), maxOccurs + 1),
            expected: (finding) => finding.kind === 'schema' && finding.path === place && finding.message.startsWith(workbenchTexts.xmlUnexpected(name, null).replace(/\.$/, '')),
          };
        },
      },
    ];
  });
}

/** The function's minimum of an entity (ADR 0056: the definition's, never below the baseline's). */
const minimumOf = (context: CandidateContext, entity: PlannedEntity) => context.selection.entities.get(entity.node.path)?.minOccurs ?? entity.node.minOccurs;

/**
 * Per entity the function requires (ADR 0056: made V by the definition, or by the baseline), every
 * item of it taken out (never the XML root: a document has one). AFD 2.0: the parent then lacks the
 * array (`required`), or, where other entity types stay in it, the array lacks its items (`contains`).
 */
function missingEntityCandidates(context: CandidateContext): Candidate[] {
  return firstOfEach(context.valid).flatMap(({ entity, parent }): Candidate[] => {
    if (minimumOf(context, entity) < 1 || (parent === null && version(context) === 1)) return [];
    const name = entity.node.name;
    return [
      {
        constraint: 'verplichte-entiteit',
        group: `verplichte-entiteit:${entity.node.path}`,
        groupLabel: texts.groups['verplichte-entiteit'](name),
        subject: name,
        change: (plan) => {
          const parentAt = parent === null ? '' : entityPlace(plan, sameEntity(context.valid, parent, plan), version(context));
          const siblings = parent === null ? plan.roots : sameEntity(context.valid, parent, plan).children;
          siblings.splice(0, siblings.length, ...siblings.filter((sibling) => sibling.node.path !== entity.node.path));
          const place = parentAt === '' ? name : childPlace(parentAt, name, version(context));
          const expected =
            version(context) === 2
              ? (finding: MessageFinding) => finding.kind === 'schema' && ((finding.path === parentAt && finding.message === workbenchTexts.required(name)) || (finding.path === place && finding.source === 'contains'))
              : (finding: MessageFinding) => finding.kind === 'schema' && finding.path.startsWith(parentAt) && expectedElements(finding.message).includes(name);
          return { description: texts.missingEntity(name, parentAt === '' ? texts.message : parentAt), expected };
        },
      },
    ];
  });
}

export function constraintCandidates(context: CandidateContext, copyOf: (entity: PlannedEntity, index: number) => PlannedEntity): Candidate[] {
  return [
    ...requiredCandidates(context),
    ...notAllowedCandidates(context),
    ...codeCandidates(context),
    ...facetCandidates(context),
    ...tooManyCandidates(context, copyOf),
    ...missingEntityCandidates(context),
  ];
}

// --- Changes for the verbandscontroles --------------------------------------------------------

/** One change of the valid message that keeps it valid against the schema as far as can be told: an optional attribute or entity left out, a value swapped for another allowed one. */
export interface Tweak {
  /** Attribute or entity name, to judge whether a rule can notice it. */
  name: string;
  /** Finds its place in a copy of the valid plan (before any change moves things) and answers the change. */
  at: (plan: MessagePlan) => () => void;
}

const MAX_ALTERNATIVES = 8;

export function ruleTweaks(context: CandidateContext): Tweak[] {
  const tweaks: Tweak[] = [];
  for (const { entity, attribute, view, presence } of keptAttributes(context)) {
    const set = (value: unknown) => (plan: MessagePlan) => {
      const target = sameEntity(context.valid, entity, plan);
      return () => void target.values.set(attribute.name, value);
    };
    if (presence === 'O') {
      tweaks.push({
        name: attribute.name,
        at: (plan) => {
          const target = sameEntity(context.valid, entity, plan);
          return () => void target.values.delete(attribute.name);
        },
      });
    }
    const current = entity.values.get(attribute.name);
    const alternatives = (narrowedValues(view) ?? baselineCodes(attribute, context.library)).filter((code) => JSON.stringify(wrap(code, attribute, version(context))) !== JSON.stringify(current));
    for (const value of alternatives.slice(0, MAX_ALTERNATIVES)) tweaks.push({ name: attribute.name, at: set(wrap(value, attribute, version(context))) });
    if (typeof current === 'boolean') tweaks.push({ name: attribute.name, at: set(!current) });
  }
  for (const { entity, parent } of planEntities(context.valid)) {
    if (minimumOf(context, entity) > 0) continue;
    tweaks.push({
      name: entity.node.name,
      at: (plan) => {
        const target = sameEntity(context.valid, entity, plan);
        const list = parent ? sameEntity(context.valid, parent, plan).children : plan.roots;
        return () => void list.splice(list.indexOf(target), 1);
      },
    });
  }
  return tweaks;
}

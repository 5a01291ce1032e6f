import { checkOrganisationName, isSameOrganisationName, ORGANISATION_NAME_TOO_LONG_TEXT, organisationNameKey } from '@afd/afd';
import type { OrganisationListEntry } from '@afd/contracts';
import { HttpProblem } from '../../http/http-problem.ts';
import type { OrganisationRow } from '../../shared/organisation-lookup.ts';
import { organisationTexts as texts } from './organisation-texts.ts';

// Turns the list the client saves into the changes it means, against the organisations as they
// are: an entry with a known id keeps or renames that organisation, any other entry adds one, and
// a known organisation missing from the list is removed. Every check that needs no further data
// happens here, before anything is written; field errors are keyed by the entry's index.

export interface OrganisationListPlan {
  /** New organisations; `id` is the client's id when it sent one. */
  additions: { id: string | undefined; name: string }[];
  renames: { id: string; from: string; to: string }[];
  removals: OrganisationRow[];
}

interface PlannedEntry {
  index: number;
  name: string;
  /** Added or renamed by this save (unchanged names are not checked again). */
  changed: boolean;
}

type FieldErrors = Record<string, string[]>;

function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function refuseDuplicateIds(entries: readonly OrganisationListEntry[]): void {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (entry.id === undefined) return;
    if (seen.has(entry.id)) addError(errors, `${index}.id`, texts.duplicateEntry);
    seen.add(entry.id);
  });
  if (Object.keys(errors).length > 0) throw new HttpProblem(400, texts.invalidInputTitle, texts.duplicateEntry, errors);
}

function refuseDuplicateNames(planned: readonly PlannedEntry[]): void {
  const errors: FieldErrors = {};
  const byKey = new Map<string, PlannedEntry[]>();
  for (const entry of planned) {
    const key = organisationNameKey(entry.name);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    for (const entry of group) if (entry.changed) addError(errors, `${entry.index}.name`, texts.duplicateName);
  }
  if (Object.keys(errors).length > 0) throw new HttpProblem(409, texts.conflictTitle, texts.duplicateName, errors);
}

/**
 * Plans the save of a whole organisation list (spec 000 §5): empty names are ignored, new and
 * changed names must have the required format and be unique ignoring case, and the standards
 * body's own organisation can be neither removed nor renamed.
 */
export function planOrganisationList(
  current: readonly OrganisationRow[],
  entries: readonly OrganisationListEntry[],
  standardsOrganisation: string,
): OrganisationListPlan {
  refuseDuplicateIds(entries);
  const currentById = new Map(current.map((row) => [row.id, row]));
  const isStandards = (row: OrganisationRow) => isSameOrganisationName(row.name, standardsOrganisation);
  const plan: OrganisationListPlan = { additions: [], renames: [], removals: [] };
  const planned: PlannedEntry[] = [];
  const formatErrors: FieldErrors = {};
  const listed = new Set<string>();

  entries.forEach((entry, index) => {
    const known = entry.id === undefined ? undefined : currentById.get(entry.id);
    if (known) listed.add(known.id);
    // An unchanged name is kept as it is, even one from before today's format rule.
    if (known && entry.name === known.name) {
      planned.push({ index, name: known.name, changed: false });
      return;
    }
    const check = checkOrganisationName(entry.name);
    if (check.kind === 'empty') {
      if (known) planned.push({ index, name: known.name, changed: false });
      return;
    }
    if (check.kind === 'invalid-format' || check.kind === 'too-long') {
      addError(formatErrors, `${index}.name`, check.kind === 'too-long' ? ORGANISATION_NAME_TOO_LONG_TEXT : texts.invalidFormat);
      return;
    }
    if (!known) {
      plan.additions.push({ id: entry.id, name: check.name });
      planned.push({ index, name: check.name, changed: true });
      return;
    }
    if (check.name === known.name) {
      planned.push({ index, name: known.name, changed: false });
      return;
    }
    if (isStandards(known)) {
      const refusal = texts.standardsOrganisationNotRenamable(known.name);
      throw new HttpProblem(409, texts.conflictTitle, refusal, { [`${index}.name`]: [refusal] });
    }
    plan.renames.push({ id: known.id, from: known.name, to: check.name });
    planned.push({ index, name: check.name, changed: true });
  });
  const [firstRefusal] = Object.values(formatErrors).flat();
  if (firstRefusal !== undefined) throw new HttpProblem(400, texts.invalidInputTitle, firstRefusal, formatErrors);

  plan.removals = current.filter((row) => !listed.has(row.id));
  const standards = plan.removals.find(isStandards);
  if (standards) throw new HttpProblem(409, texts.conflictTitle, texts.standardsOrganisationNotDeletable(standards.name));

  refuseDuplicateNames(planned);
  return plan;
}

import type { Tx } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import type { OrganisationRow } from '../../shared/organisation-lookup.ts';
import { organisationTexts as texts } from './organisation-texts.ts';
import { organisationsWithDefinitions, organisationsWithMeldingen, organisationsWithSchemas, organisationsWithUsers } from './organisations.repository.ts';

// An organisation that still has users, schemas, meldingen or definitions cannot be removed (the database refuses too:
// those references restrict). Each probe names what is attached, so the refusal can say what
// the administrator must move or remove first. Records of later areas (definitions) restrict
// their organisation as well; their refusal surfaces as a foreign-key violation on delete.

interface UsageProbe {
  /** What is attached, in Dutch plural ('gebruikers'). */
  label: string;
  find(tx: Tx, ids: readonly string[]): Promise<Set<string>>;
}

const usageProbes: readonly UsageProbe[] = [
  { label: 'gebruikers', find: organisationsWithUsers },
  { label: "schema's", find: organisationsWithSchemas },
  { label: 'meldingen', find: organisationsWithMeldingen },
  { label: 'AFD-definities', find: organisationsWithDefinitions },
];

/** Refuses (409) the removal of organisations that are still in use, naming what is attached. */
export async function refuseRemovalOfOrganisationsInUse(tx: Tx, removals: readonly OrganisationRow[]): Promise<void> {
  if (removals.length === 0) return;
  const ids = removals.map((row) => row.id);
  const found: { label: string; ids: Set<string> }[] = [];
  // One after the other: a transaction is one connection.
  for (const probe of usageProbes) found.push({ label: probe.label, ids: await probe.find(tx, ids) });
  const refusals = removals.flatMap((row) => {
    const usages = found.filter((probe) => probe.ids.has(row.id)).map((probe) => probe.label);
    return usages.length > 0 ? [texts.inUse(row.name, usages)] : [];
  });
  if (refusals.length > 0) throw new HttpProblem(409, texts.inUseTitle, refusals.join(' '));
}

/** The refusal for an organisation whose removal the database blocked (records of another area). */
export function organisationStillReferenced(row: OrganisationRow): HttpProblem {
  return new HttpProblem(409, texts.inUseTitle, texts.inUse(row.name, ['gegevens']));
}

import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../http/http-problem.ts';
import { planOrganisationList } from './organisation-list-plan.ts';
import { ifMatchAdmits, organisationListVersion } from './organisation-list-version.ts';

const sivi = { id: '00000000-0000-4000-8000-000000000001', name: 'SIVI' };
const polder = { id: '00000000-0000-4000-8000-000000000002', name: 'Polderzeker' };
const dijkstra = { id: '00000000-0000-4000-8000-000000000003', name: 'Dijkstra' };
const current = [sivi, polder, dijkstra];

function problemOf(run: () => unknown): HttpProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('planning an organisation list save', () => {
  it('plans nothing for the list as it is', () => {
    expect(planOrganisationList(current, current, 'SIVI')).toEqual({ additions: [], renames: [], removals: [] });
  });

  it('adds entries without a known id, renames known ids with a new name and removes what is missing', () => {
    const plan = planOrganisationList(current, [sivi, { id: polder.id, name: 'Polderzeker-Nieuw' }, { name: 'Zuiderlicht' }], 'SIVI');
    expect(plan).toEqual({
      additions: [{ id: undefined, name: 'Zuiderlicht' }],
      renames: [{ id: polder.id, from: 'Polderzeker', to: 'Polderzeker-Nieuw' }],
      removals: [dijkstra],
    });
  });

  it("keeps the client's id of a new organisation", () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(planOrganisationList(current, [...current, { id, name: 'Zuiderlicht' }], 'SIVI').additions).toEqual([{ id, name: 'Zuiderlicht' }]);
  });

  it('ignores empty names: a new entry is skipped, a known one keeps its name', () => {
    const plan = planOrganisationList(current, [sivi, { id: polder.id, name: '' }, dijkstra, { name: '  ' }], 'SIVI');
    expect(plan).toEqual({ additions: [], renames: [], removals: [] });
  });

  it('drops the leading space the format allows', () => {
    expect(planOrganisationList(current, [...current, { name: ' Zuiderlicht' }], 'SIVI').additions).toEqual([{ id: undefined, name: 'Zuiderlicht' }]);
  });

  it('refuses malformed new and changed names with a field error per entry (400)', () => {
    const problem = problemOf(() => planOrganisationList(current, [sivi, { id: polder.id, name: 'Polder zeker' }, dijkstra, { name: '-Nieuw' }], 'SIVI'));
    expect(problem.status).toBe(400);
    expect(problem.detail).toBe('Naam voldoet niet aan het vereiste formaat');
    expect(problem.errors).toEqual({
      '1.name': ['Naam voldoet niet aan het vereiste formaat'],
      '3.name': ['Naam voldoet niet aan het vereiste formaat'],
    });
  });

  it('refuses a name over 100 characters with the reason on its entry (400)', () => {
    const problem = problemOf(() => planOrganisationList(current, [...current, { name: 'P'.repeat(101) }], 'SIVI'));
    expect(problem.status).toBe(400);
    expect(problem.detail).toBe('Naam mag niet langer zijn dan 100 tekens');
    expect(problem.errors).toEqual({ [`${current.length}.name`]: ['Naam mag niet langer zijn dan 100 tekens'] });
  });

  it('keeps an unchanged name that predates the format rule', () => {
    const legacy = { id: '00000000-0000-4000-8000-000000000009', name: 'Oud Kantoor' };
    expect(planOrganisationList([...current, legacy], [...current, legacy], 'SIVI')).toEqual({ additions: [], renames: [], removals: [] });
  });

  it('refuses a new name that differs from an existing one only in case (409)', () => {
    const problem = problemOf(() => planOrganisationList(current, [...current, { name: 'POLDERZEKER' }], 'SIVI'));
    expect(problem.status).toBe(409);
    expect(problem.detail).toBe('Er is al een organizatie met deze naam');
    expect(problem.errors).toEqual({ '3.name': ['Er is al een organizatie met deze naam'] });
  });

  it('refuses a rename onto another organisation and two new entries with one name', () => {
    expect(problemOf(() => planOrganisationList(current, [sivi, { id: polder.id, name: 'dijkstra' }, dijkstra], 'SIVI')).errors).toEqual({
      '1.name': ['Er is al een organizatie met deze naam'],
    });
    expect(problemOf(() => planOrganisationList(current, [...current, { name: 'Nieuw' }, { name: 'nieuw' }], 'SIVI')).errors).toEqual({
      '3.name': ['Er is al een organizatie met deze naam'],
      '4.name': ['Er is al een organizatie met deze naam'],
    });
  });

  it('allows two organisations to swap names, and a new one to take a removed name', () => {
    const swap = planOrganisationList(current, [sivi, { id: polder.id, name: 'Dijkstra' }, { id: dijkstra.id, name: 'Polderzeker' }], 'SIVI');
    expect(swap.renames).toHaveLength(2);
    const reuse = planOrganisationList(current, [sivi, polder, { name: 'Dijkstra' }], 'SIVI');
    expect(reuse).toMatchObject({ additions: [{ name: 'Dijkstra' }], removals: [dijkstra] });
  });

  it('refuses to remove or rename the standards organisation, whatever the case of the configured name', () => {
    const removal = problemOf(() => planOrganisationList(current, [polder, dijkstra], 'sivi'));
    expect(removal.status).toBe(409);
    expect(removal.detail).toBe("Organisatie 'SIVI' is de eigen organisatie van de standaard en kan niet worden verwijderd.");
    const rename = problemOf(() => planOrganisationList(current, [{ id: sivi.id, name: 'Sivi' }, polder, dijkstra], 'SIVI'));
    expect(rename.status).toBe(409);
    expect(rename.detail).toBe("Organisatie 'SIVI' is de eigen organisatie van de standaard en kan niet worden hernoemd.");
  });

  it('refuses a list that names one id twice (400)', () => {
    expect(problemOf(() => planOrganisationList(current, [...current, { id: polder.id, name: 'Ander' }], 'SIVI')).status).toBe(400);
  });
});

describe('organisation list version', () => {
  it('changes with a name or an id, not with the order of the rows', () => {
    const version = organisationListVersion(current);
    expect(organisationListVersion([dijkstra, sivi, polder])).toBe(version);
    expect(organisationListVersion([sivi, polder, { ...dijkstra, name: 'Dijkstra-2' }])).not.toBe(version);
    expect(organisationListVersion([sivi, polder])).not.toBe(version);
  });

  it('admits a save without If-Match, with *, or with the current version only', () => {
    const version = organisationListVersion(current);
    expect(ifMatchAdmits(undefined, version)).toBe(true);
    expect(ifMatchAdmits('*', version)).toBe(true);
    expect(ifMatchAdmits(`"oud", ${version}`, version)).toBe(true);
    expect(ifMatchAdmits('"oud"', version)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveOrganisationChoice } from './organisation-choice.ts';

const authorised = ['Polderzeker', 'assurantiekantoor-Dijkstra', 'Zuiderlicht', 'polderzeker'];

describe('organisation choice (spec 001 §6)', () => {
  it('lists each authorised organisation once, in Dutch order ignoring case', () => {
    const choice = resolveOrganisationChoice({ authorised, ownOrganisation: 'Polderzeker' });
    expect(choice.organisations).toEqual(['assurantiekantoor-Dijkstra', 'Polderzeker', 'Zuiderlicht']);
  });

  it("selects the user's own organisation without messages when it is authorised, whatever its case", () => {
    expect(resolveOrganisationChoice({ authorised, ownOrganisation: 'ZUIDERLICHT' })).toMatchObject({ selected: 'Zuiderlicht', messages: [] });
  });

  it('selects an authorised preselected organisation over the own one', () => {
    const choice = resolveOrganisationChoice({ authorised, ownOrganisation: 'Polderzeker', preselected: 'zuiderlicht' });
    expect(choice).toMatchObject({ selected: 'Zuiderlicht', messages: [] });
  });

  it('selects nothing and reports an error for a preselected organisation the user is not authorised for', () => {
    const choice = resolveOrganisationChoice({ authorised, ownOrganisation: 'Polderzeker', preselected: 'Elders' });
    expect(choice.selected).toBeNull();
    expect(choice.messages).toEqual([{ code: 'preselected-not-authorised', severity: 'error', organisation: 'Elders' }]);
  });

  it('falls back to the first authorised organisation with a warning when the own one is not authorised', () => {
    const choice = resolveOrganisationChoice({ authorised, ownOrganisation: 'Elders' });
    expect(choice.selected).toBe('assurantiekantoor-Dijkstra');
    expect(choice.messages).toEqual([{ code: 'own-organisation-not-authorised', severity: 'warning', organisation: 'Elders' }]);
  });

  it.each([null, undefined, '', ' '])('reports an unknown own organisation (%j) and selects nothing', (ownOrganisation) => {
    const choice = resolveOrganisationChoice({ authorised, ownOrganisation });
    expect(choice.selected).toBeNull();
    expect(choice.messages).toEqual([{ code: 'own-organisation-unknown', severity: 'error' }]);
    expect(choice.organisations).toHaveLength(3);
  });

  it('does not need the own organisation when a preselection is authorised', () => {
    expect(resolveOrganisationChoice({ authorised, ownOrganisation: null, preselected: 'Polderzeker' })).toMatchObject({
      selected: 'Polderzeker',
      messages: [],
    });
  });

  it('warns that the user has no authorisations when the list is empty, whatever else is asked', () => {
    for (const preselected of [undefined, 'Polderzeker']) {
      expect(resolveOrganisationChoice({ authorised: [], ownOrganisation: 'Polderzeker', preselected })).toEqual({
        organisations: [],
        selected: null,
        messages: [{ code: 'no-authorised-organisations', severity: 'warning' }],
      });
    }
  });
});

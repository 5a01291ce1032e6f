import { describe, expect, it } from 'vitest';
import { compositionAuthorisationsAfterEdit, unknownOrganisations } from './composition-authorisations.ts';

const allOrganisations = ['Assurantiekantoor-Dijkstra', 'Polderzeker', 'SIVI'];

describe('online-composition authorisations after an edit', () => {
  it('gives an administrator every organisation, whatever was selected', () => {
    expect(compositionAuthorisationsAfterEdit({ role: 'B', organisationChanged: false, requested: [], allOrganisations })).toEqual(allOrganisations);
  });
  it('gives an administrator every organisation also when the organisation changes', () => {
    expect(compositionAuthorisationsAfterEdit({ role: 'B', organisationChanged: true, requested: ['SIVI'], allOrganisations })).toEqual(allOrganisations);
  });
  it('drops every authorisation of a certifier or validator whose organisation changes', () => {
    for (const role of ['C', 'V'] as const) {
      expect(compositionAuthorisationsAfterEdit({ role, organisationChanged: true, requested: ['Polderzeker'], allOrganisations })).toEqual([]);
    }
  });
  it('keeps the selection otherwise, each name once and spelled as the organisation is', () => {
    expect(
      compositionAuthorisationsAfterEdit({ role: 'V', organisationChanged: false, requested: ['sivi', 'Polderzeker', 'SIVI'], allOrganisations }),
    ).toEqual(['Polderzeker', 'SIVI']);
  });
  it('names the requested organisations that do not exist, each once', () => {
    expect(unknownOrganisations(['Polderzeker', 'Bestaat-Niet', 'Bestaat-Niet', ' polderzeker '], allOrganisations)).toEqual(['Bestaat-Niet']);
  });
});

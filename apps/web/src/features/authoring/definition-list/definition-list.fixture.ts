import type { DefinitionSummary } from '@afd/contracts';

// The definition the list's screen tests work with: 'Reis Compleet' of Voorbeeld Verzekeringen on
// Schade-Contractbericht-Particulier, AFD 1.0, one active function. Each test overrides what it is about.

export const listOrganisation = 'Voorbeeld Verzekeringen';
export const listRoute = `/productdefinities/Schade/Contractbericht/Particulier?organizationName=${encodeURIComponent(listOrganisation)}`;
export const listPath = '/api/Productdefinities/Schade/Contractbericht/Particulier';

export function listedDefinition(overrides: Partial<DefinitionSummary> = {}): DefinitionSummary {
  return {
    name: 'Reis Compleet',
    definitionVersion: '001.00',
    brancheCode: '',
    porCode: '',
    datacatVersion: '20260201',
    ingangsdatum: '',
    einddatum: '',
    riskCarrier: '',
    productSegment: 0,
    tag: '',
    encodedChangelog: '',
    revision: 1,
    organisation: listOrganisation,
    basedOn: 'Schade-Contractbericht-Particulier',
    lastModified: '2026-11-20T09:30:00.000Z',
    lastModifiedBy: 'C. de Vries',
    functions: [{ name: 'offerte', active: true, custom: false }],
    hasPredefinedEntities: false,
    variants: [],
    hasOpenApiDescription: false,
    baselineLibraryId: '11111111-1111-4111-8111-111111111111',
    baselineLibraryCreationTime: '2026-11-01T09:00:00.000Z',
    taskIds: [],
    certificationAreaVersion: '1',
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { decideDownload, type DownloadRuleInput } from './download-decision.ts';

const base: DownloadRuleInput = {
  schema: { ownerName: 'Polderzeker', isPublished: true, isDownloadable: true, tag: 'SUIV' },
  caller: { isActive: true, organisationName: 'Zuiderlicht' },
  enabledOrganisations: ['Assurantiekantoor-Dijkstra', 'SIVI'],
  standardsOrganisation: 'SIVI',
};
const decide = (change: Partial<DownloadRuleInput>) => decideDownload({ ...base, ...change });
const caller = (organisationName: string | null, isActive = true) => ({ caller: { isActive, organisationName } });
const schema = (change: Partial<DownloadRuleInput['schema']>) => ({ schema: { ...base.schema, ...change } });

describe('decideDownload', () => {
  it.each([
    ['anonymous', decide({ caller: null }), 'not-signed-in'],
    ['inactive', decide(caller('Polderzeker', false)), 'not-signed-in'],
    ['unpublished', decide(schema({ isPublished: false, isDownloadable: false })), 'not-published'],
    ['not downloadable', decide(schema({ isDownloadable: false })), 'not-downloadable'],
    ['SUIV, organisation not selected', decide({}), 'restricted-by-owner'],
    ['SUIV-BIJ with spaces, not selected', decide(schema({ tag: ' SUIV-BIJ ' })), 'restricted-by-owner'],
    ['SUIV, no organisation at all', decide(caller(null)), 'restricted-by-owner'],
  ])('refuses: %s', (_case, decision, reason) => {
    expect(decision).toEqual({ allowed: false, reason });
  });

  it.each([
    ['SUIV, selected organisation (ignoring case)', decide(caller('assurantiekantoor-dijkstra'))],
    ['SUIV, own organisation', decide(caller('POLDERZEKER'))],
    ['SUIV, standards body', decide({ ...caller('SIVI'), enabledOrganisations: [] })],
    ['SUIV, owner never restricted', decide({ enabledOrganisations: null })],
    ['untagged schema of a restricting owner', decide(schema({ tag: null }))],
    ['other tag', decide(schema({ tag: 'ZAKELIJK' }))],
    ['honoured ignoreIsDownloadable: unpublished too', decide({ ...schema({ isPublished: false, isDownloadable: false }), ignoreIsDownloadable: true })],
  ])('allows: %s', (_case, decision) => {
    expect(decision).toEqual({ allowed: true });
  });

  it('never lets ignoreIsDownloadable past sign-in', () => {
    expect(decide({ caller: null, ignoreIsDownloadable: true })).toEqual({ allowed: false, reason: 'not-signed-in' });
  });
});

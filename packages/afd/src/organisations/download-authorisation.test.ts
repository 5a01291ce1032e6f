import { describe, expect, it } from 'vitest';
import { downloadEnabledList, isSuivTag, mayDownloadDefinition } from './download-authorisation.ts';

describe('SUIV tags', () => {
  it.each(['SUIV', 'SUIV-COMBI', 'SUIV-EP', 'SUIV-BIJ'])('%s falls under download authorisation', (tag) => {
    expect(isSuivTag(tag)).toBe(true);
  });
  it.each(['', 'SUIVX', 'suiv', 'ANDERS', null, undefined])('%j does not', (tag) => {
    expect(isSuivTag(tag)).toBe(false);
  });
});

describe('the stored list of organisations allowed to download', () => {
  it('always holds the standards organisation, never the owner, each name once', () => {
    expect(
      downloadEnabledList({ owner: 'Polderzeker', selected: ['Zuiderlicht', 'polderzeker', 'ZUIDERLICHT', 'Dijkstra'], standardsOrganisation: 'SIVI' }),
    ).toEqual(['SIVI', 'Zuiderlicht', 'Dijkstra']);
  });

  it('holds only the standards organisation when nobody else is selected', () => {
    expect(downloadEnabledList({ owner: 'Polderzeker', selected: [], standardsOrganisation: 'SIVI' })).toEqual(['SIVI']);
  });

  it('does not list the standards organisation for its own definitions', () => {
    expect(downloadEnabledList({ owner: 'SIVI', selected: ['sivi', 'Polderzeker'], standardsOrganisation: 'SIVI' })).toEqual(['Polderzeker']);
  });
});

describe('may an organisation download a published definition', () => {
  const base = { owner: 'Polderzeker', standardsOrganisation: 'SIVI', tag: 'SUIV-EP' };

  it('allows everybody while the owner never restricted downloads', () => {
    expect(mayDownloadDefinition({ ...base, downloader: 'Elders', enabledOrganisations: null })).toBe(true);
  });

  it('allows only the selected organisations, the owner and the standards organisation once restricted', () => {
    const enabledOrganisations = ['SIVI', 'Zuiderlicht'];
    expect(mayDownloadDefinition({ ...base, downloader: 'zuiderlicht', enabledOrganisations })).toBe(true);
    expect(mayDownloadDefinition({ ...base, downloader: 'Polderzeker', enabledOrganisations })).toBe(true);
    expect(mayDownloadDefinition({ ...base, downloader: 'SIVI', enabledOrganisations: [] })).toBe(true);
    expect(mayDownloadDefinition({ ...base, downloader: 'Elders', enabledOrganisations })).toBe(false);
  });

  it('ignores the restriction for definitions without a SUIV tag', () => {
    expect(mayDownloadDefinition({ ...base, tag: 'ANDERS', downloader: 'Elders', enabledOrganisations: [] })).toBe(true);
  });
});

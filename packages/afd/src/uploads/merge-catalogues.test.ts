import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../model/catalogue.ts';
import { supplementCatalogue } from './merge-catalogues.ts';

const current: Catalogue = {
  version: '20260201 / 2026.1',
  sources: { afd1Xsd: true, afd2Json: true },
  entities: [{ name: 'PP', description: 'Polis', entityTypes: [] }],
  codeLists: [
    { name: 'ADNLOG', description: 'Logisch', values: [{ code: 'J', label: 'Ja' }] },
    { name: 'AFDRES', description: 'Reserve', values: [{ code: '1', label: 'Oud' }, { code: '9', label: 'Ingetrokken' }] },
  ],
  formats: {},
};
const sivi: Catalogue = {
  version: 'VBPUO-001.00-Bericht_1',
  sources: { afd1Xsd: false, afd2Json: true },
  entities: [],
  codeLists: [
    { name: 'AFDRES', description: 'Type reserve', values: [{ code: '1', label: 'Nieuw' }] },
    { name: 'AFDIDP', description: 'Pensioenuitvoerder', values: [{ code: 'U0003', label: 'Bibliotheken' }] },
  ],
  formats: {},
};

describe('supplementCatalogue', () => {
  it("replaces the current list of a name the files hold (a withdrawn code goes), adds new lists, and keeps everything else", () => {
    const supplemented = supplementCatalogue(current, sivi);
    expect(supplemented.codeLists).toEqual([current.codeLists[0], sivi.codeLists[0], sivi.codeLists[1]]);
    expect(supplemented.entities).toBe(current.entities);
    expect(supplemented.sources).toEqual({ afd1Xsd: true, afd2Json: true });
    expect(supplemented.version).toBe('20260201 / 2026.1 / VBPUO-001.00-Bericht_1');
  });

  it('names the files in the version once: the same files again add nothing to it', () => {
    const twice = supplementCatalogue(supplementCatalogue(current, sivi), sivi);
    expect(twice.version).toBe('20260201 / 2026.1 / VBPUO-001.00-Bericht_1');
    expect(current.codeLists[1]?.values).toHaveLength(2);
  });
});

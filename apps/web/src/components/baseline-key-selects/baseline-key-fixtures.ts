import type { DimensionCombination, DimensionLists } from '@afd/contracts';

// Reference data for tests of the baseline-key selects and the screens around them: two version-1
// certification areas and one version-2 certification area; 'Leven' has no allowed combination.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const testDimensionIds = {
  schade: id(1),
  leven: id(2),
  pensioen: id(3),
  contractbericht: id(11),
  mutatiebericht: id(12),
  vbPuo: id(13),
  particulier: id(21),
  zakelijk: id(22),
  inkomen: id(23),
} as const;

const ids = testDimensionIds;

export const testDimensionLists: DimensionLists = {
  certificationArea: [
    { id: ids.leven, name: 'Leven', version: '1' },
    { id: ids.pensioen, name: 'Pensioen', version: '2' },
    { id: ids.schade, name: 'Schade', version: '1' },
  ],
  messageType: [
    { id: ids.contractbericht, name: 'Contractbericht' },
    { id: ids.mutatiebericht, name: 'Mutatiebericht' },
    { id: ids.vbPuo, name: 'VB-PUO' },
  ],
  applicationArea: [
    { id: ids.inkomen, name: 'Inkomen' },
    { id: ids.particulier, name: 'Particulier' },
    { id: ids.zakelijk, name: 'Zakelijk' },
  ],
};

function combination(certificationArea: keyof typeof ids, messageType: keyof typeof ids, domain: keyof typeof ids, allowed: boolean): DimensionCombination {
  const nameOf = (key: keyof typeof ids) =>
    [...testDimensionLists.certificationArea, ...testDimensionLists.messageType, ...testDimensionLists.applicationArea].find(
      (dimension) => dimension.id === ids[key],
    )?.name ?? key;
  return {
    certificationAreaId: ids[certificationArea],
    messageTypeId: ids[messageType],
    applicationAreaId: ids[domain],
    certificationArea: nameOf(certificationArea),
    messageType: nameOf(messageType),
    applicationArea: nameOf(domain),
    allowed,
  };
}

/** A few combinations in the server's order (certification area, message type, domain). */
export const testCombinations: DimensionCombination[] = [
  combination('leven', 'contractbericht', 'particulier', false),
  combination('pensioen', 'vbPuo', 'inkomen', true),
  combination('schade', 'contractbericht', 'particulier', true),
  combination('schade', 'contractbericht', 'zakelijk', true),
  combination('schade', 'mutatiebericht', 'particulier', true),
  combination('schade', 'mutatiebericht', 'zakelijk', false),
];

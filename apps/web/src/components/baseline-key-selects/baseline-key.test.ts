import { describe, expect, it } from 'vitest';
import { testCombinations, testDimensionIds as ids, testDimensionLists } from './baseline-key-fixtures';
import {
  certificationAreaOptions,
  certificationAreaVersionOf,
  domainOptions,
  emptyBaselineKey,
  isCompleteBaselineKey,
  messageTypeOptions,
  withCertificationArea,
  withDomain,
  withMessageType,
} from './baseline-key';

const labels = (options: { label: string }[]) => options.map((option) => option.label);
const certificationAreas = testDimensionLists.certificationArea;

describe('baseline key cascade', () => {
  it('offers only certification areas that start an allowed combination, in Dutch order', () => {
    expect(labels(certificationAreaOptions(testCombinations, certificationAreas))).toEqual(['Pensioen', 'Schade']);
  });

  it('offers only certification areas of the asked version', () => {
    expect(labels(certificationAreaOptions(testCombinations, certificationAreas, '1'))).toEqual(['Schade']);
    expect(labels(certificationAreaOptions(testCombinations, certificationAreas, '2'))).toEqual(['Pensioen']);
  });

  it('limits message types to allowed combinations with the chosen certification area', () => {
    expect(messageTypeOptions(testCombinations, emptyBaselineKey)).toEqual([]);
    expect(labels(messageTypeOptions(testCombinations, withCertificationArea(ids.schade)))).toEqual(['Contractbericht', 'Mutatiebericht']);
  });

  it('limits domains to allowed combinations with the chosen certification area and message type', () => {
    const schadeMutatie = withMessageType(withCertificationArea(ids.schade), ids.mutatiebericht);
    expect(labels(domainOptions(testCombinations, schadeMutatie))).toEqual(['Particulier']);
    expect(labels(domainOptions(testCombinations, withCertificationArea(ids.schade)))).toEqual([]);
  });

  it('clears the children when a parent changes', () => {
    const complete = withDomain(withMessageType(withCertificationArea(ids.schade), ids.contractbericht), ids.zakelijk);
    expect(isCompleteBaselineKey(complete)).toBe(true);
    expect(withMessageType(complete, ids.mutatiebericht)).toEqual({ certificationAreaId: ids.schade, messageTypeId: ids.mutatiebericht, applicationAreaId: null });
    expect(withCertificationArea(ids.pensioen)).toEqual({ certificationAreaId: ids.pensioen, messageTypeId: null, applicationAreaId: null });
  });

  it("knows a certification area's version, defaulting to '1'", () => {
    expect(certificationAreaVersionOf(certificationAreas, ids.pensioen)).toBe('2');
    expect(certificationAreaVersionOf(certificationAreas, 'onbekend')).toBe('1');
  });
});

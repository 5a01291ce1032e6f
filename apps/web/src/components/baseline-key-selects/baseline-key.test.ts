import { describe, expect, it } from 'vitest';
import { testCombinations, testDimensionIds as ids, testDimensionLists } from './baseline-key-fixtures';
import {
  communityOptions,
  communityVersionOf,
  domainOptions,
  emptyBaselineKey,
  isCompleteBaselineKey,
  messageTypeOptions,
  withCommunity,
  withDomain,
  withMessageType,
} from './baseline-key';

const labels = (options: { label: string }[]) => options.map((option) => option.label);
const communities = testDimensionLists.certificationArea;

describe('baseline key cascade', () => {
  it('offers only communities that start an allowed combination, in Dutch order', () => {
    expect(labels(communityOptions(testCombinations, communities))).toEqual(['Pensioen', 'Schade']);
  });

  it('offers only communities of the asked version', () => {
    expect(labels(communityOptions(testCombinations, communities, '1'))).toEqual(['Schade']);
    expect(labels(communityOptions(testCombinations, communities, '2'))).toEqual(['Pensioen']);
  });

  it('limits message types to allowed combinations with the chosen community', () => {
    expect(messageTypeOptions(testCombinations, emptyBaselineKey)).toEqual([]);
    expect(labels(messageTypeOptions(testCombinations, withCommunity(ids.schade)))).toEqual(['Contractbericht', 'Mutatiebericht']);
  });

  it('limits domains to allowed combinations with the chosen community and message type', () => {
    const schadeMutatie = withMessageType(withCommunity(ids.schade), ids.mutatiebericht);
    expect(labels(domainOptions(testCombinations, schadeMutatie))).toEqual(['Particulier']);
    expect(labels(domainOptions(testCombinations, withCommunity(ids.schade)))).toEqual([]);
  });

  it('clears the children when a parent changes', () => {
    const complete = withDomain(withMessageType(withCommunity(ids.schade), ids.contractbericht), ids.zakelijk);
    expect(isCompleteBaselineKey(complete)).toBe(true);
    expect(withMessageType(complete, ids.mutatiebericht)).toEqual({ certificationAreaId: ids.schade, messageTypeId: ids.mutatiebericht, applicationAreaId: null });
    expect(withCommunity(ids.pensioen)).toEqual({ certificationAreaId: ids.pensioen, messageTypeId: null, applicationAreaId: null });
  });

  it("knows a community's version, defaulting to '1'", () => {
    expect(communityVersionOf(communities, ids.pensioen)).toBe('2');
    expect(communityVersionOf(communities, 'onbekend')).toBe('1');
  });
});

import { describe, expect, it } from 'vitest';
import {
  afdDefinitionSubStatusDictionary,
  documentationSubStatusDictionary,
  schemaIssueCategoryDictionary,
  schemaIssueStatusDictionary,
} from './schema-issue-dictionaries.ts';
import { isOpenSchemaIssueStatus, schemaIssueStatusLabel } from './schema-issue-status.ts';
import { resolveSubStatuses } from './schema-issue-substatus.ts';

describe('statuses of a melding (001 §4)', () => {
  it('has the four statuses with their Dutch labels, in this order', () => {
    expect(schemaIssueStatusDictionary).toEqual([
      { key: 'nieuw', value: 'Nieuw' },
      { key: 'inbehandeling', value: 'In behandeling' },
      { key: 'afgehandeld', value: 'Afgehandeld' },
      { key: 'afgewezen', value: 'Afgewezen' },
    ]);
  });

  it("labels anything else 'Onbekend'", () => {
    expect(schemaIssueStatusLabel('gesloten')).toBe('Onbekend');
    expect(schemaIssueStatusLabel('')).toBe('Onbekend');
  });

  it('calls nieuw and inbehandeling open, the rest closed', () => {
    expect(['nieuw', 'inbehandeling', 'afgehandeld', 'afgewezen', 'raar'].map(isOpenSchemaIssueStatus)).toEqual([true, true, false, false, false]);
  });
});

describe('the designed dictionaries', () => {
  it('number the substatuses from 1 without gaps', () => {
    for (const dictionary of [afdDefinitionSubStatusDictionary, documentationSubStatusDictionary]) {
      expect(dictionary.map((entry) => entry.key)).toEqual(dictionary.map((_, index) => String(index + 1)));
    }
  });

  it('have unique keys and non-empty Dutch values', () => {
    for (const dictionary of [schemaIssueCategoryDictionary, afdDefinitionSubStatusDictionary, documentationSubStatusDictionary]) {
      expect(new Set(dictionary.map((entry) => entry.key)).size).toBe(dictionary.length);
      expect(dictionary.every((entry) => entry.value.trim() !== '')).toBe(true);
    }
  });
});

describe('substatuses (001 §4, §5)', () => {
  it.each(['nieuw', 'inbehandeling', 'afgewezen', 'onbekend'])('are cleared for %s, whatever was sent', (status) => {
    expect(resolveSubStatuses({ status, afdDefinitionSubStatus: 2, documentationSubStatus: 99 })).toEqual({
      ok: true,
      afdDefinitionSubStatus: null,
      documentationSubStatus: null,
    });
  });

  it('are kept for afgehandeld when both are known keys', () => {
    expect(resolveSubStatuses({ status: 'afgehandeld', afdDefinitionSubStatus: 1, documentationSubStatus: 4 })).toEqual({
      ok: true,
      afdDefinitionSubStatus: 1,
      documentationSubStatus: 4,
    });
  });

  it('are both required for afgehandeld', () => {
    expect(resolveSubStatuses({ status: 'afgehandeld', afdDefinitionSubStatus: null })).toEqual({
      ok: false,
      errors: {
        afdDefinitionSubStatus: 'Substatus AFD-definitie is verplicht bij afgehandeld',
        documentationSubStatus: 'Substatus documentatie is verplicht bij afgehandeld',
      },
    });
  });

  it.each([0, -1, 5, 1.5])('refuse %s: below the minimum of 1 or not in the dictionary', (value) => {
    const outcome = resolveSubStatuses({ status: 'afgehandeld', afdDefinitionSubStatus: value, documentationSubStatus: 1 });
    expect(outcome).toEqual({ ok: false, errors: { afdDefinitionSubStatus: `Substatus AFD-definitie '${value}' bestaat niet` } });
  });
});

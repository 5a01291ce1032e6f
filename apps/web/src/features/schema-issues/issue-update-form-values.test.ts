import { describe, expect, it } from 'vitest';
import { validateIssueUpdate, withStatus, type IssueUpdateFormValues } from './issue-update-form-values';

const handled: IssueUpdateFormValues = { status: 'afgehandeld', afdDefinitionSubStatus: '1', documentationSubStatus: '2', comments: 'Klaar' };

describe('withStatus', () => {
  it('keeps the substatuses for afgehandeld and clears them for any other status', () => {
    expect(withStatus(handled, 'afgehandeld')).toEqual(handled);
    expect(withStatus(handled, 'afgewezen')).toEqual({ ...handled, status: 'afgewezen', afdDefinitionSubStatus: '', documentationSubStatus: '' });
  });
});

describe('validateIssueUpdate', () => {
  it('sends numbers for the substatuses of afgehandeld and null otherwise', () => {
    expect(validateIssueUpdate(handled).update).toEqual({ status: 'afgehandeld', afdDefinitionSubStatus: 1, documentationSubStatus: 2, comments: 'Klaar' });
    expect(validateIssueUpdate({ ...handled, status: 'inbehandeling' }).update).toEqual({
      status: 'inbehandeling',
      afdDefinitionSubStatus: null,
      documentationSubStatus: null,
      comments: 'Klaar',
    });
  });

  it('gives the Dutch message of each missing field', () => {
    const { update, errors } = validateIssueUpdate({ status: 'onbekend', afdDefinitionSubStatus: '', documentationSubStatus: '', comments: ' ' });
    expect(update).toBeNull();
    expect(errors).toEqual({ status: 'Status is verplicht', comments: 'Opmerkingen zijn verplicht' });
    expect(validateIssueUpdate({ ...handled, afdDefinitionSubStatus: '' }).errors).toEqual({
      afdDefinitionSubStatus: 'Substatus AFD-definitie is verplicht bij afgehandeld',
    });
  });
});

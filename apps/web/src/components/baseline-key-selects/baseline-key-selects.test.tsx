import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { problem } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { emptyBaselineKey, type BaselineKeySelection } from './baseline-key';
import { testCombinations, testDimensionIds as ids, testDimensionLists } from './baseline-key-fixtures';
import { BaselineKeySelects } from './baseline-key-selects';
import { useBaselineKeyData } from './use-baseline-key-data';

/** A screen's use of the selects: the data hook, the selects and the selection in state, shown for the test. */
function UploadForm({ certificationAreaVersion }: { certificationAreaVersion?: '1' | '2' }) {
  const data = useBaselineKeyData();
  const [selection, setSelection] = useState(emptyBaselineKey);
  return (
    <>
      <BaselineKeySelects {...data} certificationAreaVersion={certificationAreaVersion} value={selection} onChange={setSelection} />
      <output aria-label="Gekozen sleutel">{JSON.stringify(selection)}</output>
    </>
  );
}

const chosenKey = (): BaselineKeySelection => JSON.parse(screen.getByLabelText('Gekozen sleutel').textContent ?? '{}') as BaselineKeySelection;

function renderForm(certificationAreaVersion?: '1' | '2') {
  const context = renderWithProviders(<UploadForm certificationAreaVersion={certificationAreaVersion} />);
  context.server.on('GET', '/api/dimensions', testDimensionLists).on('GET', '/api/DimensionCombinations', testCombinations);
  return context;
}

const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
    .map((option) => option.textContent)
    .filter(Boolean);

describe('BaselineKeySelects', () => {
  it('offers certification areas with an allowed combination and keeps the children disabled until their parent is chosen', async () => {
    renderForm();
    await waitFor(() => expect(optionsOf('SIVI Community')).toEqual(['Pensioen', 'Schade']));
    expect(screen.getByLabelText('Berichtsoort')).toBeDisabled();
    expect(screen.getByLabelText('Domein')).toBeDisabled();
  });

  it('cascades: message types of the certification area, domains of certification area and message type', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(optionsOf('SIVI Community')).toContain('Schade'));
    await user.selectOptions(screen.getByLabelText('SIVI Community'), 'Schade');
    expect(optionsOf('Berichtsoort')).toEqual(['Contractbericht', 'Mutatiebericht']);
    await user.selectOptions(screen.getByLabelText('Berichtsoort'), 'Mutatiebericht');
    expect(optionsOf('Domein')).toEqual(['Particulier']);
    await user.selectOptions(screen.getByLabelText('Domein'), 'Particulier');
    expect(chosenKey()).toEqual({ certificationAreaId: ids.schade, messageTypeId: ids.mutatiebericht, applicationAreaId: ids.particulier });
  });

  it('clears message type and domain when the certification area changes', async () => {
    const { user } = renderForm();
    await waitFor(() => expect(optionsOf('SIVI Community')).toContain('Schade'));
    await user.selectOptions(screen.getByLabelText('SIVI Community'), 'Schade');
    await user.selectOptions(screen.getByLabelText('Berichtsoort'), 'Contractbericht');
    await user.selectOptions(screen.getByLabelText('Domein'), 'Zakelijk');
    await user.selectOptions(screen.getByLabelText('SIVI Community'), 'Pensioen');
    expect(screen.getByLabelText('Berichtsoort')).toHaveValue('');
    expect(screen.getByLabelText('Domein')).toHaveValue('');
    expect(screen.getByLabelText('Domein')).toBeDisabled();
    expect(chosenKey()).toEqual({ certificationAreaId: ids.pensioen, messageTypeId: null, applicationAreaId: null });
  });

  it('offers only certification areas of the asked version', async () => {
    renderForm('1');
    await waitFor(() => expect(optionsOf('SIVI Community')).toEqual(['Schade']));
  });

  it("says 'Ophalen dimensies is mislukt' and 'Ophalen combinaties is mislukt' when the data cannot be loaded", async () => {
    const { server } = renderWithProviders(<UploadForm />);
    server
      .on('GET', '/api/dimensions', () => problem({ status: 500, title: 'Interne serverfout' }))
      .on('GET', '/api/DimensionCombinations', () => problem({ status: 503, title: 'Dienst niet beschikbaar' }));
    expect(await screen.findByText('Ophalen dimensies is mislukt')).toBeInTheDocument();
    expect(await screen.findByText('Ophalen combinaties is mislukt')).toBeInTheDocument();
    expect(optionsOf('SIVI Community')).toEqual([]);
  });
});

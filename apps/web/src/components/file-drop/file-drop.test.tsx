import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { FileDrop } from './file-drop';

function Harness({ progress = null, error = null }: { progress?: number | null; error?: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  return <FileDrop accept={['.xsd', '.json']} file={file} onFileChange={setFile} progress={progress} error={error} />;
}

const fileInput = () => screen.getByLabelText('Bestand kiezen');
// The browser's file dialog filters by `accept`; a drop does not, so tests bypass the filter.
const dropper = () => userEvent.setup({ applyAccept: false });

describe('FileDrop', () => {
  it("rejects a file of another type with '{file} heeft een ongeldig bestandstype.'", async () => {
    renderWithProviders(<Harness />);
    await dropper().upload(fileInput(), new File(['x'], 'catalogus.zip', { type: 'application/zip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('catalogus.zip heeft een ongeldig bestandstype.');
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it('takes an accepted file regardless of its MIME type and case of the extension', async () => {
    renderWithProviders(<Harness />);
    await dropper().upload(fileInput(), new File(['<xs:schema/>'], 'Baseline.XSD', { type: '' }));
    expect(await screen.findByTestId('chosen-file')).toHaveTextContent('Baseline.XSD');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps one file: a new choice replaces the previous one, and the rejection text clears', async () => {
    renderWithProviders(<Harness />);
    const user = dropper();
    await user.upload(fileInput(), new File(['x'], 'fout.txt'));
    await screen.findByRole('alert');
    await user.upload(fileInput(), new File(['{}'], 'eerste.json'));
    await user.upload(fileInput(), new File(['{}'], 'tweede.json'));
    await waitFor(() => expect(screen.getByTestId('chosen-file')).toHaveTextContent('tweede.json'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a dropped file of another type too', async () => {
    renderWithProviders(<Harness />);
    const file = new File(['x'], 'plaatje.png', { type: 'image/png' });
    const zone = fileInput().closest('.mantine-Dropzone-root') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [file], items: [{ kind: 'file', type: file.type, getAsFile: () => file }], types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('plaatje.png heeft een ongeldig bestandstype.');
  });

  it('shows upload progress and the upload failure text', () => {
    renderWithProviders(<Harness progress={40} error="Upload mislukt: oorzaak onbekend" />);
    expect(screen.getByRole('progressbar', { name: 'Voortgang upload' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload mislukt: oorzaak onbekend');
  });
});

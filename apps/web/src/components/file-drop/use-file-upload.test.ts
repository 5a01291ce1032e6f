import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { uploadErrorText, useFileUpload } from './use-file-upload';

describe('uploadErrorText', () => {
  it("shows 'Upload mislukt: oorzaak onbekend' when no answer came", () => {
    expect(uploadErrorText(new ApiError({ status: 0, title: 'x' }))).toBe('Upload mislukt: oorzaak onbekend');
    expect(uploadErrorText(new TypeError('boom'))).toBe('Upload mislukt: oorzaak onbekend');
  });

  it("shows the server's message otherwise", () => {
    expect(uploadErrorText(new ApiError({ status: 400, title: 'Ongeldig', detail: 'Geen geldig XSD-bestand' }))).toBe('Geen geldig XSD-bestand');
    expect(uploadErrorText(new ApiError({ status: 413, title: 'Bestand te groot' }))).toBe('Bestand te groot');
  });
});

describe('useFileUpload', () => {
  const file = new File(['<xs:schema/>'], 'a.xsd');

  it('shows progress while sending and answers the outcome', async () => {
    const { result } = renderHook(() => useFileUpload());
    act(() => result.current.chooseFile(file));
    let finish: (value: string) => void = () => undefined;
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.send(
        (onProgress) =>
          new Promise<string>((resolve) => {
            onProgress(40);
            finish = resolve;
          }),
      );
    });
    expect(result.current.progress).toBe(40);
    expect(result.current.uploading).toBe(true);
    await act(async () => {
      finish('klaar');
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ ok: true, answer: 'klaar' });
    expect(result.current.progress).toBeNull();
    expect(result.current.file).toBe(file);
  });

  it("shows a failure with the server's field messages and clears the file; another file clears the failure", async () => {
    const { result } = renderHook(() => useFileUpload());
    act(() => result.current.chooseFile(file));
    const refused = new ApiError({ status: 400, title: 'Ongeldig', detail: 'Het schema is ongeldig.', fieldErrors: { file: ['Regel 3'] } });
    await act(async () => {
      const outcome = await result.current.send(() => Promise.reject(refused));
      if (!outcome.ok) result.current.fail(outcome.failure);
    });
    expect(result.current.error).toBe('Het schema is ongeldig.');
    expect(result.current.fieldErrors).toEqual({ file: ['Regel 3'] });
    expect(result.current.file).toBeNull();
    act(() => result.current.chooseFile(file));
    expect(result.current.error).toBeNull();
    expect(result.current.fieldErrors).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { uploadErrorText } from './use-file-upload';

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

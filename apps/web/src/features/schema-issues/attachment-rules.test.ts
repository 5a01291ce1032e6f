import { describe, expect, it } from 'vitest';
import { attachmentRejectedText, isAcceptableAttachment } from './attachment-rules';

describe('isAcceptableAttachment', () => {
  it("accepts the spec's types by extension, in any case, up to 2,000,000 bytes", () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.tif', 'a.tiff', 'a.bmp', 'a.doc', 'a.docx', 'a.pdf', 'a.csv', 'a.xls', 'a.XLSX']) {
      expect(isAcceptableAttachment({ name, size: 2_000_000 })).toBe(true);
    }
  });

  it('refuses other types and larger files', () => {
    expect(isAcceptableAttachment({ name: 'a.exe', size: 10 })).toBe(false);
    expect(isAcceptableAttachment({ name: 'pdf', size: 10 })).toBe(false);
    expect(isAcceptableAttachment({ name: 'a.pdf', size: 2_000_001 })).toBe(false);
  });
});

describe('attachmentRejectedText', () => {
  it("is 001 §5's text", () => {
    expect(attachmentRejectedText('x.exe')).toBe('Bestand x.exe heeft een niet ondersteund bestandtype of bestandsgrootte');
  });
});

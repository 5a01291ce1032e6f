import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileSha256 } from './file-sha256';

describe('fileSha256', () => {
  it('gives the hex SHA-256 of the content, as the server computes it', async () => {
    const content = '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>';
    expect(await fileSha256(new File([content], 'afdSchema.xsd'))).toBe(createHash('sha256').update(content).digest('hex'));
  });

  it('gives the well-known hash of an empty file', async () => {
    expect(await fileSha256(new Blob([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

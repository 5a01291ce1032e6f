import { describe, expect, it } from 'vitest';
import { detectJsonSchemaDraft } from './schema-draft.ts';

describe('detectJsonSchemaDraft', () => {
  it('accepts both spellings of the 2019-09 URI', () => {
    expect(detectJsonSchemaDraft('http://json-schema.org/draft/2019-09/schema#')).toBe('2019-09');
    expect(detectJsonSchemaDraft('https://json-schema.org/draft/2019-09/schema')).toBe('2019-09');
  });
  it('accepts the 2020-12 URI, with or without a trailing #', () => {
    expect(detectJsonSchemaDraft('https://json-schema.org/draft/2020-12/schema')).toBe('2020-12');
    expect(detectJsonSchemaDraft('https://json-schema.org/draft/2020-12/schema#')).toBe('2020-12');
  });
  it('refuses other drafts, other URIs and non-strings', () => {
    expect(detectJsonSchemaDraft('http://json-schema.org/draft-07/schema#')).toBeNull();
    expect(detectJsonSchemaDraft('https://example.org/draft/2019-09/schema')).toBeNull();
    expect(detectJsonSchemaDraft(undefined)).toBeNull();
    expect(detectJsonSchemaDraft(2019)).toBeNull();
  });
});

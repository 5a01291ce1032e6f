import { describe, expect, it } from 'vitest';
import { enrichmentTexts } from './enrichment-texts.ts';
import { endOfRootStartTag } from './root-start-tag.ts';

describe('endOfRootStartTag', () => {
  it('skips the declaration, comments and processing instructions', () => {
    const text = '<?xml version="1.0"?><!-- <x> --><?pi data?><xs:schema a="1">';
    expect(endOfRootStartTag(text)).toEqual({ end: text.length, selfClosing: false });
  });

  it("ignores '>' inside attribute values and sees a self-closing tag", () => {
    const text = `<xs:schema a="x>y" b='>'/>`;
    expect(endOfRootStartTag(text)).toEqual({ end: text.length, selfClosing: true });
  });

  it('finds no start tag in text without one or behind a declaration it does not read', () => {
    expect(endOfRootStartTag('geen xml')).toBeNull();
    expect(endOfRootStartTag('<!DOCTYPE x><x/>')).toBeNull();
    expect(endOfRootStartTag('<x a="open')).toBeNull();
    expect(enrichmentTexts.noSchemaStartTag('a.xsd')).toEqual({
      message: 'De verrijkte XSD kan niet worden gemaakt.',
      description: 'a.xsd: het begin van xs:schema is in de tekst niet te vinden.',
    });
  });
});

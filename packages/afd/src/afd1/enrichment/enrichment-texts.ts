import type { XmlProblem } from '../xml/xml-problem.ts';

// Dutch texts for an enrichment that cannot be made.

export const enrichmentTexts = {
  noSchemaStartTag: (fileName: string): XmlProblem => ({
    message: 'De verrijkte XSD kan niet worden gemaakt.',
    description: `${fileName}: het begin van xs:schema is in de tekst niet te vinden.`,
  }),
  alreadyEnriched: (fileName: string): XmlProblem => ({
    message: 'Het schema is al verrijkt.',
    description: `${fileName}: het bevat al een certificeringsannotatie; verrijk het oorspronkelijke schema.`,
  }),
} as const;

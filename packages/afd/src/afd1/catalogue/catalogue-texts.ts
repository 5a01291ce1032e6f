import type { XmlProblem } from '../xml/xml-problem.ts';
import { afd1CatalogueBaseNames, type Afd1CatalogueFileKind } from './catalogue-file-names.ts';

// Dutch texts for a refused AFD 1.0 catalogue upload.

const required = (['formats', 'codeLists', 'attributes', 'entities'] as const).map((kind) => afd1CatalogueBaseNames[kind]).join(', ');

export const catalogueTexts = {
  noFiles: (): XmlProblem => ({
    message: 'Geen bestand van de AFD 1.0-datacatalogus gevonden.',
    description: `Verwacht worden ${required} (eventueel met datum, zoals formaten_20260201.xsd), en optioneel dekkingcodesgroup.xsd en Contractberichtstructuur.xsd.`,
  }),
  missingFile: (kind: Afd1CatalogueFileKind): XmlProblem => ({
    message: 'Een bestand van de datacatalogus ontbreekt.',
    description: `${afd1CatalogueBaseNames[kind]} (eventueel met datum in de naam) zit niet in de upload.`,
  }),
  conflictingVersions: (fileNames: string[]): XmlProblem => ({
    message: 'De upload bevat twee verschillende versies van de datacatalogus.',
    description: `De bestanden ${fileNames.join(', ')} horen niet bij één versie; upload één versie tegelijk.`,
  }),
  missingVersion: (): XmlProblem => ({
    message: 'De versie van de datacatalogus is onbekend.',
    description: 'Geen bestandsnaam draagt een datum (zoals formaten_20260201.xsd) en xs:schema heeft geen version-attribuut.',
  }),
} as const;

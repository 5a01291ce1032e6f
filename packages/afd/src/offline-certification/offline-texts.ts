import type { CertificationProblem } from '../model/certification.ts';

// The offline checker's own Dutch texts: a baseline package or a command line it cannot use. The
// certification messages themselves are the checkers' (the portal's) texts, unchanged.

export const offlineTexts = {
  notUtf8: (fileName: string): CertificationProblem => ({ message: 'Het bestand is geen geldige UTF-8-tekst.', description: `${fileName} moet een JSON Schema in UTF-8 zijn.` }),
  packageNotJson: (fileName: string) => `${fileName} is geen baselinepakket: het is geen geldige JSON.`,
  packageWrongFormat: (fileName: string) => `${fileName} is geen baselinepakket van de portal (het veld "format" is niet "afd-baselinepakket").`,
  packageWrongVersion: (fileName: string, version: unknown) =>
    `${fileName} is een baselinepakket van formaatversie ${String(version)}; deze afd-certify leest versie 1. Download het pakket opnieuw of gebruik een nieuwere afd-certify.`,
  packageIncomplete: (fileName: string, field: string) => `${fileName} is een onvolledig baselinepakket: ${field} ontbreekt of is ongeldig.`,
  catalogueNeeded: (fileName: string) =>
    `${fileName} is een AFD 1.0-baseline (XSD): geef met --catalogue de ZIP van de datacatalogus mee, of gebruik het baselinepakket van de portal.`,
  noXPathRules:
    'Let op: een los baselinebestand noemt geen XPath-regels, dus die zijn niet toegepast. Het baselinepakket van de portal bevat de regels van de baseline.',
  verdictValid: 'Schema is valide.',
  verdictManual: 'Het schema vraagt om handmatige certificering.',
  verdictInvalid: 'Schema is niet valide.',
};

import { HttpProblem } from '../../http/http-problem.ts';

// The Dutch refusals of validation, certification and manual requests (spec 000 §8: a clear
// message, nothing changed).

export const certificationProblems = {
  wrongFileType: (fileName: string) =>
    new HttpProblem(400, 'Ongeldig bestandstype', `${fileName || 'Het bestand'} heeft een ongeldig bestandstype.`),
  unknownKey: () =>
    new HttpProblem(400, 'Onbekende sleutel', 'Deze combinatie van community, berichtsoort en domein bestaat niet of is niet toegestaan.'),
  notVersionOne: () =>
    new HttpProblem(400, 'Verkeerde community', "Alleen schema's van een community met versie 1 (XSD) kunnen hier gevalideerd worden."),
  noBaseline: () => new HttpProblem(404, 'Geen baseline', 'Voor deze sleutel is (nog) geen validatie baseline geüpload.'),
  noCatalogue: () => new HttpProblem(409, 'Geen datacatalogus', 'Er is (nog) geen datacatalogus geüpload; valideren is niet mogelijk.'),
  uploadNotFound: () =>
    new HttpProblem(404, 'Upload niet gevonden', 'Het geüploade schema is niet (meer) gevonden. Valideer het schema opnieuw.'),
  fileMismatch: () =>
    new HttpProblem(409, 'Ander bestand', 'Het gekozen bestand is niet het bestand dat is gevalideerd. Valideer het schema opnieuw.'),
  keyMismatch: () =>
    new HttpProblem(400, 'Andere sleutel', 'De gekozen community, berichtsoort en domein horen niet bij het geüploade schema. Valideer het schema opnieuw.'),
  notCertifiable: () =>
    new HttpProblem(409, 'Schema niet valide', 'Het schema is niet valide en kan daarom niet gecertificeerd worden.'),
  notManual: () =>
    new HttpProblem(409, 'Geen handmatige validatie nodig', 'Dit schema kan automatisch gevalideerd worden; een aanvraag voor handmatige certificering is niet nodig.'),
  noOrganisation: () => new HttpProblem(409, 'Geen organisatie', 'Organisatie van de gebruiker is onbekend'),
  nameInUse: () =>
    new HttpProblem(409, 'Naam in gebruik', 'Weet u dit zeker? De opgegeven naam is al in gebruik', { name: ['De opgegeven naam is al in gebruik'] }),
  certifiedMeanwhile: () =>
    new HttpProblem(409, 'Tegelijk gecertificeerd', 'Dit schema is op hetzelfde moment ook gecertificeerd. Er is niets opgeslagen; bekijk de huidige versie en probeer het zo nodig opnieuw.'),
  enrichmentFailed: (reason: string) =>
    new HttpProblem(422, 'Verrijken mislukt', `De verrijkte XSD kon niet worden gemaakt: ${reason}`),
  unknownOrganisation: (name: string) => new HttpProblem(400, 'Onbekende organisatie', `Organisatie '${name}' bestaat niet.`),
};

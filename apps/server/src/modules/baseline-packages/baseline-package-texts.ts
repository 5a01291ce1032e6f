import { HttpProblem } from '../../http/http-problem.ts';

// The Dutch refusals of the baseline package download (issue 18, ADR 0042).

export const baselinePackageProblems = {
  notFound: () => new HttpProblem(404, 'Niet gevonden', 'Er bestaat geen baseline schema met deze sleutel.'),
  administratorsOnly: () =>
    new HttpProblem(403, 'Alleen voor beheerders', "Deze baseline is alleen voor beheerders: er kan (nog) niet tegen gecertificeerd worden, dus is er geen baselinepakket."),
  notAllowed: () =>
    new HttpProblem(403, 'Combinatie niet toegestaan', 'Tegen deze combinatie van community, berichtsoort en domein kan niet gecertificeerd worden, dus is er geen baselinepakket.'),
  noLibrary: () => new HttpProblem(404, 'Geen baseline', 'Voor deze sleutel is (nog) geen validatie baseline geüpload.'),
  noCatalogue: () => new HttpProblem(409, 'Geen datacatalogus', 'Er is (nog) geen datacatalogus geüpload; er valt nog niets te certificeren.'),
};

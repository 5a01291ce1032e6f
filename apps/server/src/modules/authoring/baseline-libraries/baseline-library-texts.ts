import { HttpProblem } from '../../../http/http-problem.ts';

export const baselineLibraryProblems = {
  notFound: (basedOn: string, creationTime: string) =>
    new HttpProblem(404, 'Niet gevonden', `Baseline '${basedOn}' heeft geen baseline library van ${creationTime}.`),
  libraryNotFound: () => new HttpProblem(404, 'Niet gevonden', 'Een van de twee baseline libraries bestaat niet (meer).'),
  otherBaselines: () => new HttpProblem(400, 'Ongeldige invoer', 'Alleen twee baseline libraries van dezelfde baseline zijn te vergelijken.'),
} as const;

import { HttpProblem } from '../../../http/http-problem.ts';

export const baselineLibraryProblems = {
  notFound: (basedOn: string, creationTime: string) =>
    new HttpProblem(404, 'Niet gevonden', `Baseline '${basedOn}' heeft geen baseline library van ${creationTime}.`),
} as const;

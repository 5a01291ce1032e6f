import { HttpProblem } from '../../../http/http-problem.ts';

// The workbench's Dutch answers (issue 18, point 5; ours, in the plain style of the others).

export const workbenchProblems = {
  functionNotFound: (functionName: string) => new HttpProblem(404, 'Niet gevonden', `Functie '${functionName}' bestaat niet in deze definitie.`),
  /** The message could not be read or the function's files not be used: nothing was checked. */
  notCheckable: (detail: string) => new HttpProblem(422, 'Bericht niet te controleren', detail, { message: [detail] }),
  /** 'Genereer voorbeeldberichten' makes messages for the active functions only. */
  noActiveFunctionsForKit: () =>
    new HttpProblem(409, 'Geen actieve functies', 'Deze AFD-definitie heeft geen actieve functies: activeer er een onder Functies om voorbeeldberichten te maken.'),
};

import { z } from 'zod';
import { revalidationResultListSchema } from './certification.ts';
import { jobRunStatusSchema } from './reports.ts';

// Hervalideer as a durable job (ADR 0036): the spec's `POST /api/OrganisationSchemas/Revalidate`
// keeps answering the list of invalid schemas; the screen starts a run and follows it with the
// two calls next to it, `.../Revalidate/start` and `.../Revalidate/status`.

/** What the newest completed run found: the schemas that no longer validate. */
export const revalidationOutcomeSchema = z.object({
  /** The run's id. */
  instanceId: z.string(),
  /** ISO date-time the run completed. */
  completedTime: z.string(),
  invalidSchemas: revalidationResultListSchema,
});
export type RevalidationOutcome = z.infer<typeof revalidationOutcomeSchema>;

/** `GET /api/OrganisationSchemas/Revalidate/status` (and the 202 of `.../start`): the newest run and the last result. */
export const revalidationStatusSchema = z.object({
  /** The newest run, running or finished, with its progress; null when Hervalideer never ran. */
  run: jobRunStatusSchema.nullable(),
  /** The result of the newest completed run; null when none completed yet. */
  lastResult: revalidationOutcomeSchema.nullable(),
});
export type RevalidationStatus = z.infer<typeof revalidationStatusSchema>;

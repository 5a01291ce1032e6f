import { z } from 'zod';

/** RFC 9457 problem details, as every failing API call answers (Dutch `detail`). */
export const problemDetailsSchema = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /** Field errors: field path -> Dutch messages. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

import { z } from 'zod';

// Synchronising a definition with its baseline's newest library (001 §3 'Sync result', §4 sync
// phases, §7 `POST /Sync/{org}/{name}/{x}/{y}?saveOnWarnings`).

export const syncParamsSchema = z.object({
  organisation: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  userDisplayName: z.string().max(300),
  dateTime: z.string().max(100),
});

/** `saveOnWarnings=true` writes even when choices are dropped or clipped ('Doorgaan'). */
export const syncQuerySchema = z.object({
  saveOnWarnings: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const syncResultSchema = z.object({
  /** Every choice: kept, dropped or clipped. */
  report: z.array(z.string()),
  /** The dropped and clipped ones; with any, nothing is written unless saveOnWarnings. */
  warnings: z.array(z.string()),
  definitionIsUpdated: z.boolean(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

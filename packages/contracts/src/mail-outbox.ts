import { z } from 'zod';

/** One queued notification as an administrator reads it back (`GET /api/MailOutbox`). */
export const mailOutboxEntrySchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** Why it was written, as '<entity>.<event>': 'manual-certification.requested', ... */
  reason: z.string(),
  createdAt: z.string(),
  /** Null while unsent: no SMTP configured, not yet due, or given up after the last attempt. */
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;

export const mailOutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

import { z } from 'zod';

/** One administrative change as an administrator reads it back (`GET /api/audit-log`). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  entityType: z.string().min(1).optional(),
  entityId: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

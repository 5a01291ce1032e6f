import type { Db, Tx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

// Modules that tell people something by e-mail write it here, inside the transaction of the change
// itself. The dispatcher (mail-dispatcher.ts) sends what is unsent when SMTP is configured; without
// SMTP the rows stay readable by administrators: a notification is never silently lost.

export interface OutgoingMail {
  recipient: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** Why it was written, as '<entity>.<event>': 'schema-issue.created', ... */
  reason: string;
}

/** Queues mails in the caller's transaction; nothing is queued for an empty list. */
export async function queueMail(tx: Db | Tx, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(mails.map((mail) => ({ ...mail })));
}

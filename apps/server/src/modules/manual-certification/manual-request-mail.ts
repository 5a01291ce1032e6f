import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { queueMail, type OutgoingMail } from '../../mail/outbox.ts';
import type { BaselineKeyNames } from '../../shared/baseline-keys.ts';

// "When SMTP is configured administrators get an e-mail" (issue 4, Certificeer handmatig). The
// mails are queued in the request's own transaction: a request never exists without its notice,
// and without SMTP the notice stays in the outbox, readable by administrators (GET /api/MailOutbox).

export const MANUAL_REQUEST_MAIL_REASON = 'manual-certification.requested';

/** Where an administrator certifies by hand; the open requests are listed on that screen. */
export const MANUAL_CERTIFICATION_PATH = '/manualuploadxsd';

export interface ManualRequestNotice {
  organisation: string;
  schemaName: string;
  description: string;
  fileName: string;
  key: BaselineKeyNames;
  requester: Pick<Principal, 'email' | 'initials' | 'prefix' | 'surname'>;
  publicUrl: string;
}

function requesterName({ email, initials, prefix, surname }: ManualRequestNotice['requester']): string {
  const name = [initials, prefix, surname].filter((part) => part && part.trim()).join(' ');
  return name ? `${name} (${email})` : email;
}

/** Subject and plain-text body of the notice (ours: the spec has no text for it). */
export function manualRequestMailText(notice: ManualRequestNotice): { subject: string; body: string } {
  const link = `${notice.publicUrl}${MANUAL_CERTIFICATION_PATH}`;
  const lines = [
    'Beste beheerder,',
    '',
    `${requesterName(notice.requester)} van ${notice.organisation} vraagt handmatige certificering aan voor een schema dat niet automatisch gevalideerd kan worden.`,
    '',
    `Organisatie: ${notice.organisation}`,
    `Naam schema: ${notice.schemaName}`,
    `Bestand: ${notice.fileName}`,
    `Community: ${notice.key.certificationArea}`,
    `Berichtsoort: ${notice.key.messageType}`,
    `Domein: ${notice.key.applicationArea}`,
    ...(notice.description ? [`Toelichting: ${notice.description}`] : []),
    '',
    `U handelt de aanvraag af via Certificeer handmatig: ${link}`,
    '',
    'Dit bericht is automatisch verstuurd door het AFD-portaal.',
  ];
  return { subject: `Aanvraag handmatige certificering: ${notice.schemaName} (${notice.organisation})`, body: lines.join('\n') };
}

/** Queues the notice for every active administrator, in the caller's transaction. */
export async function queueManualRequestMails(tx: Tx, notice: ManualRequestNotice): Promise<number> {
  const administrators = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'B'), eq(users.actief, true)))
    .orderBy(asc(users.email));
  const { subject, body } = manualRequestMailText(notice);
  const mails: OutgoingMail[] = administrators.map(({ email }) => ({ recipient: email, subject, body, reason: MANUAL_REQUEST_MAIL_REASON }));
  await queueMail(tx, mails);
  return mails.length;
}

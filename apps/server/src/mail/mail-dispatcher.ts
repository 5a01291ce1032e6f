import type { Database } from '../db/client.ts';
import { dueForSending, markFailed, markSent, withNextDueRow, type RetryPolicy } from './outbox-delivery.ts';
import { createSmtpSender, describeSmtpUrl, type MailSender } from './smtp-sender.ts';

// Sends what modules queued in the mail outbox (outbox.ts), when SMTP is configured: every
// `intervalMs` each instance sends the due rows one by one (outbox-delivery.ts claims them, so two
// instances never send the same row), marks sent_at, or counts the attempt and keeps the error.
// Without SMTP it does nothing: the rows stay in the outbox, readable by administrators
// (GET /api/MailOutbox). No nudge after commit: a notice may wait one interval.

export interface DispatchLog {
  info(object: object, message: string): void;
  info(message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface DispatchPolicy extends RetryPolicy {
  intervalMs: number;
  /** Most rows one run sends, so that one run never holds the instance for long. */
  batchSize: number;
}

export const defaultDispatchPolicy: DispatchPolicy = { intervalMs: 30_000, batchSize: 50, maxAttempts: 8, retryBaseSeconds: 30 };

export interface MailDispatcherOptions {
  database: Database;
  mail: { smtpUrl: string | null; from: string };
  log: DispatchLog;
  policy?: Partial<DispatchPolicy>;
  /** Replaces the SMTP sender (tests of the loop itself); default: nodemailer over mail.smtpUrl. */
  sender?: MailSender;
}

export interface DispatchRun {
  sent: number;
  failed: number;
}

export class MailDispatcher {
  private readonly policy: DispatchPolicy;
  private readonly sender: MailSender | null;
  /** Retries are scheduled from here at the latest (see outbox-delivery.ts). */
  private readonly startedAt = new Date();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DispatchRun> | undefined;
  private stopping = false;

  constructor(private readonly options: MailDispatcherOptions) {
    this.policy = { ...defaultDispatchPolicy, ...options.policy };
    const { smtpUrl, from } = options.mail;
    this.sender = options.sender ?? (smtpUrl ? createSmtpSender({ smtpUrl, from }) : null);
  }

  get enabled(): boolean {
    return this.sender !== null;
  }

  /** Runs now and then every interval; says once in the log where mail goes. */
  start(): void {
    const { log, mail } = this.options;
    if (!this.sender) {
      log.info('Geen SMTP_URL ingesteld: e-mail wordt niet verstuurd en blijft in de outbox, leesbaar voor beheerders (GET /api/MailOutbox).');
      return;
    }
    log.info({ smtp: mail.smtpUrl ? describeSmtpUrl(mail.smtpUrl) : 'eigen verzender', from: mail.from }, 'E-mail uit de outbox wordt verstuurd');
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.policy.intervalMs);
    // The timer alone must not keep the process (or a test run) alive.
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress, so the database is never closed under it. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
    this.sender?.close();
  }

  /** One run; a run already in progress is joined instead of started twice. */
  runOnce(): Promise<DispatchRun> {
    if (!this.sender || this.stopping) return Promise.resolve({ sent: 0, failed: 0 });
    this.running ??= this.sendDue(this.sender)
      .catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'Versturen van e-mail uit de outbox mislukt; volgende keer opnieuw');
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async sendDue(sender: MailSender): Promise<DispatchRun> {
    const run: DispatchRun = { sent: 0, failed: 0 };
    const due = dueForSending(this.policy, this.startedAt);
    while (!this.stopping && run.sent + run.failed < this.policy.batchSize) {
      const outcome = await withNextDueRow(this.options.database, due, async (row, db) => {
        if (!row) return 'none' as const;
        try {
          await sender.send({ to: row.recipient, subject: row.subject, text: row.body });
          await markSent(db, row);
          return 'sent' as const;
        } catch (error) {
          const attempts = await markFailed(db, row, error);
          const gaveUp = attempts >= this.policy.maxAttempts;
          const details = { mailId: row.id, recipient: row.recipient, attempts, err: error };
          if (gaveUp) this.options.log.error(details, `E-mail na ${attempts} pogingen niet verstuurd; hij blijft in de outbox`);
          else this.options.log.warn(details, 'E-mail niet verstuurd; later opnieuw');
          return 'failed' as const;
        }
      });
      if (outcome === 'none') break;
      run[outcome] += 1;
      // A failure is mostly the server's (down, refusing): stop this run rather than spend an
      // attempt of every due row on it. The failed row now waits for its backoff.
      if (outcome === 'failed') break;
    }
    if (run.sent > 0) this.options.log.info(run, 'E-mail uit de outbox verstuurd');
    return run;
  }
}

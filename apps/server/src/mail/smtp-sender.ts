import { createTransport } from 'nodemailer';

// The one place that speaks SMTP. Timeouts are short on purpose: the dispatcher retries later, and
// a mail server that hangs must not hold a send (and, on PostgreSQL, its row lock) for minutes.
// Query parameters of SMTP_URL override them (e.g. ?connectionTimeout=30000).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmtpSenderOptions {
  /** smtp:// or smtps:// URL with optional user:password (config SMTP_URL). */
  smtpUrl: string;
  /** Sender address (config MAIL_FROM). */
  from: string;
}

const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpSender({ smtpUrl, from }: SmtpSenderOptions): MailSender {
  const transport = createTransport({ url: smtpUrl, ...timeouts }, { from });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ to, subject, text });
    },
    close: () => transport.close(),
  };
}

/** The SMTP URL without its password, for the log. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'smtp (ongeldige URL)';
  }
}

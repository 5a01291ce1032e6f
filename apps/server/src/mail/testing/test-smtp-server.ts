import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process (npm smtp-server) on a free port: the dispatcher's tests
// speak the real protocol to it instead of stubbing nodemailer.

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  recipients: string[];
  /** Envelope sender (MAIL FROM). */
  sender: string;
  headers: Record<string, string>;
  /** The plain-text body, decoded. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Addresses the server refuses at RCPT TO with 550. */
export async function startTestSmtpServer({ refuse = [] as string[] } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        callback(Object.assign(new Error('Mailbox onbekend'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          ...parseMessage(raw),
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for the single-part text mails the portal sends. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const text = /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '') ? decodeQuotedPrintable(body) : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(text: string): string {
  const escaped = text.replace(/=\r\n/g, '').replace(/%/g, '%25');
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`));
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

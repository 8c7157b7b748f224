/**
 * Where the API's mail goes: SMTP through nodemailer when SMTP_URL is set
 * (smtp://user:pass@host:587, smtps://... for implicit TLS), else the database's `outbox` table,
 * which local development reads at GET /api/dev/outbox (scripts/api/server.ts; never in production).
 */
import type { DatabaseSync } from 'node:sqlite';
import { createTransport, type Transporter } from 'nodemailer';

export interface OutgoingMail {
  site: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface Mailer {
  /** Where mail goes, for the start-up line: 'smtp://host:port' or 'the outbox table ...'. */
  readonly description: string;
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** An SMTP mailer over nodemailer. */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport: Transporter = createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    description: `${url.protocol}//${url.host}`,
    kind: 'smtp',
    async send(mail) {
      const info = (await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })) as { messageId: string };
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** The local stand-in: every mail is a row of the outbox table. */
export function outboxMailer(db: DatabaseSync, now: () => Date = () => new Date()): Mailer {
  return {
    description: 'the outbox table of the API database',
    kind: 'outbox',
    send(mail) {
      const result = db
        .prepare(
          'INSERT INTO outbox (site, to_address, subject, headers, text, html, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(mail.site, mail.to, mail.subject, JSON.stringify(mail.headers), mail.text, mail.html, now().toISOString());
      return Promise.resolve({ messageId: `outbox-${String(result.lastInsertRowid)}` });
    },
    close() {},
  };
}

/** SMTP when SMTP_URL is set, else the outbox. */
export function mailerFromEnv(db: DatabaseSync, env: NodeJS.ProcessEnv = process.env): Mailer {
  const url = env['SMTP_URL'];
  return url ? smtpMailer(url) : outboxMailer(db);
}

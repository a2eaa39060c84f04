import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { insertMail, type MailRow, markMail, type OutgoingMail } from './mail.repository';
import { createMailLinks } from './mail-links';

export type Mailer = ReturnType<typeof createMailer>;

/**
 * What became of a mail: `sent` (the mail server accepted it), `queued` (kept in the outbox only:
 * no SMTP_URL, or an address under `.invalid` that no server can deliver to), `failed` (the mail
 * server refused it or could not be reached; `error` says how). The outbox row is `id`.
 */
export interface MailOutcome {
  id: string;
  status: 'sent' | 'queued' | 'failed';
  error: string | null;
}

/** `.invalid` never resolves (RFC 2606): such an address (the demo renters') stays in the outbox. */
const undeliverable = (to: string) => to.endsWith('.invalid');

/**
 * Every mail is written to mail_outbox, its link's token sealed (mail-links.ts). With SMTP_URL it is
 * also sent (and marked sent or failed), and no link is ever logged. Without SMTP_URL the outbox is
 * the delivery: outside production a log line carries the link, so one machine needs no mail server;
 * in production the link is read from the outbox with `npm run -w apps/server outbox` (docs/operations.md).
 */
export function createMailer(deps: { db: Db; config: AppConfig; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;
  const transport: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const links = createMailLinks(config.sealing);

  /** Sends a stored row: its link is unsealed here, at the moment it leaves. */
  async function deliver(
    smtp: Transporter,
    stored: Parameters<typeof links.open>[0] & { to: string; subject: string },
  ): Promise<MailOutcome> {
    const mail = links.open(stored);
    try {
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: stored.to,
        subject: stored.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    } catch (err) {
      log.error({ err, to: stored.to, subject: stored.subject }, 'mail sending failed');
      const error = String((err as Error)?.message ?? err).slice(0, 500);
      await markMail(db, stored.id, { error });
      return { id: stored.id, status: 'failed', error };
    }
    await markMail(db, stored.id, { sentAt: new Date() });
    return { id: stored.id, status: 'sent', error: null };
  }

  return {
    /** Whether SMTP_URL is set: without it every mail stays in the outbox (`queued`). */
    configured: transport !== null,

    /** Stores the mail in the outbox and sends it when a mail server is configured. Never throws on SMTP errors: see the outcome. */
    async sendMail(mail: OutgoingMail & { link?: string }): Promise<MailOutcome> {
      const { link, ...content } = mail;
      const id = randomUUID();
      const to = content.to.toLowerCase();
      const sealed = link ? links.seal(id, content, link) : { ...content, linkSealed: null };
      const stored = { ...sealed, id, to };
      await insertMail(db, stored);
      if (transport && !undeliverable(to)) return deliver(transport, stored);
      if (transport) {
        log.info({ to, subject: content.subject, outboxId: id }, 'mail kept in outbox (.invalid address)');
      } else if (config.NODE_ENV === 'production') {
        log.info(
          { to, subject: content.subject, outboxId: id },
          'mail stored in outbox (SMTP_URL not set); read its link with `npm run -w apps/server outbox`',
        );
      } else {
        log.info({ to, subject: content.subject, link }, 'mail stored in outbox (SMTP_URL not set)');
      }
      return { id, status: 'queued', error: null };
    },

    /** A stored row with its link put back (the outbox script, tests); link null when it has none. */
    open: (row: MailRow) => links.open({ ...row, html: row.html ?? undefined }),

    close: () => transport?.close(),
  };
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { insertMail, type MailRow, markMail, type OutgoingMail } from './mail.repository';
import { createMailLinks } from './mail-links';

export type Mailer = ReturnType<typeof createMailer>;

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
  async function deliver(stored: Parameters<typeof links.open>[0] & { to: string; subject: string }) {
    if (!transport) return;
    const mail = links.open(stored);
    try {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: stored.to,
        subject: stored.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
      await markMail(db, stored.id, { sentAt: new Date() });
    } catch (err) {
      log.error({ err, to: stored.to, subject: stored.subject }, 'mail sending failed');
      await markMail(db, stored.id, { error: (err as Error).message.slice(0, 500) });
    }
  }

  return {
    async sendMail(mail: OutgoingMail & { link?: string }): Promise<void> {
      const { link, ...content } = mail;
      const id = randomUUID();
      const to = content.to.toLowerCase();
      const sealed = link ? links.seal(id, content, link) : { ...content, linkSealed: null };
      const stored = { ...sealed, id, to };
      await insertMail(db, stored);
      if (transport) return deliver(stored);
      if (config.NODE_ENV === 'production') {
        log.info(
          { to, subject: content.subject, outboxId: id },
          'mail stored in outbox (SMTP_URL not set); read its link with `npm run -w apps/server outbox`',
        );
      } else {
        log.info({ to, subject: content.subject, link }, 'mail stored in outbox (SMTP_URL not set)');
      }
    },

    /** A stored row with its link put back (the outbox script, tests); link null when it has none. */
    open: (row: MailRow) => links.open({ ...row, html: row.html ?? undefined }),

    close: () => transport?.close(),
  };
}

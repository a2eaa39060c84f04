import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { insertMail, markMail, type OutgoingMail } from './mail.repository';

export type Mailer = ReturnType<typeof createMailer>;

/**
 * Every mail is written to mail_outbox. With SMTP_URL it is also sent (and marked sent or failed);
 * without it the outbox plus a log line carrying the link is the delivery, so one machine needs no mail server.
 */
export function createMailer(deps: { db: Db; config: AppConfig; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;
  const transport: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;

  return {
    async sendMail(mail: OutgoingMail & { link?: string }): Promise<void> {
      const { link, ...content } = mail;
      const to = content.to.toLowerCase();
      const id = await insertMail(db, { ...content, to });
      if (!transport) {
        log.info({ to, subject: content.subject, link }, 'mail stored in outbox (SMTP_URL not set)');
        return;
      }
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to,
          subject: content.subject,
          text: content.text,
          html: content.html,
        });
        await markMail(db, id, { sentAt: new Date() });
      } catch (err) {
        log.error({ err, to, subject: content.subject }, 'mail sending failed');
        await markMail(db, id, { error: (err as Error).message.slice(0, 500) });
      }
    },
    close: () => transport?.close(),
  };
}

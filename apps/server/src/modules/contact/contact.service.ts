import type { contactRequestSchema } from '@sdp/shared';
import type { z } from 'zod';
import type { RequestContext, ServiceDeps } from '../../lib/deps';
import { insertContactMessage } from './contact.repository';

export type ContactService = ReturnType<typeof createContactService>;

/** Messages from the public contact form are stored for the team (and later shown to admins). */
export function createContactService({ db, log }: Pick<ServiceDeps, 'db' | 'log'>) {
  return {
    async submit(input: z.infer<typeof contactRequestSchema>, ctx: RequestContext) {
      const id = await insertContactMessage(db, {
        name: input.name,
        email: input.email.toLowerCase(),
        subject: input.subject || null,
        message: input.message,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      log.info({ contactMessageId: id }, 'contact message stored');
      return id;
    },
  };
}

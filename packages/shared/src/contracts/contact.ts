import { z } from 'zod';
import { okMessageSchema } from './api';
import { emailAddressSchema as email } from './auth';
import { endpoint } from './endpoint';

// The public contact form: POST /api/contact.

export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email,
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});

/** Answers 201. */
export const contactApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    body: contactRequestSchema,
    response: okMessageSchema,
  }),
};

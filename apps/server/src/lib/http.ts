import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from './deps';

export const ctxOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/** Response of calls that answer only with a message. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

export const bearer = [{ bearerAuth: [] }];

/** Body of calls that take none: nothing, null or {} (anything else is a client mistake worth a 400). */
export const noBody = z.strictObject({}).nullish();

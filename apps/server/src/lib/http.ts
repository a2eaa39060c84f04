import { noBodySchema, okMessageSchema } from '@sdp/shared';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './deps';

export const ctxOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/** Response of calls that answer only with a message. */
export const messageResponse = okMessageSchema;

export const bearer = [{ bearerAuth: [] }];

/** Body of calls that take none: nothing, null or {} (anything else is a client mistake worth a 400). */
export const noBody = noBodySchema;

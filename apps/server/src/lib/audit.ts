import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RequestContext } from './deps';
import type { AuditEvent, EventBus } from './events';
import { ctxOf } from './http';

// Telling the activity log (docs/activity.md) that something happened: fire and forget. The caller
// never waits for the log and never fails because of it; a listener's error is logged here.
// Where it came from (address, user agent) is the request being answered, unless given: the
// activity module runs every handler inside `requestContext` (auditRequestContext below).

const requestContext = new AsyncLocalStorage<RequestContext>();

/**
 * Runs every route handler of `app` with its request's address and user agent at hand for
 * emitAudit. A preHandler hook: the body is parsed by then, and the handler is called from `done`.
 */
export function auditRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    requestContext.run(ctxOf(request), done);
  });
}

export function emitAudit(
  deps: { events: EventBus; log: FastifyBaseLogger },
  event: AuditEvent,
  ctx?: RequestContext | null,
): void {
  const from = ctx ?? requestContext.getStore();
  const payload: AuditEvent = from ? { ...event, ip: from.ip, userAgent: from.userAgent } : event;
  try {
    deps.events
      .emit('audit', payload)
      .catch((err) => deps.log.warn({ err, kind: event.kind }, 'audit: not recorded'));
  } catch (err) {
    deps.log.warn({ err, kind: event.kind }, 'audit: not recorded');
  }
}

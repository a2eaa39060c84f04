import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../lib/errors';

// Text holding U+0000 cannot be stored or compared (PostgreSQL refuses it in text, and the query
// fails with a 500) and no client means it: a path parameter, query or body a route validates with
// a schema is refused up front when it carries one, with a 400 that names the field, whatever the
// content type (JSON or form). Routes that read their input by hand (the lead form, the beacon,
// hosted pages, the renter confirmation page) check it themselves and keep their own answers.

const NUL = '\u0000';

/** Where the first NUL is (`body.business.name`, `query.q`), or null. Iterative: bodies can be deep. */
export function findNul(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path;
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const at = `${path}.${k.replaceAll(NUL, '\\u0000').slice(0, 60)}`;
        if (k.includes(NUL)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

function nulIn(request: FastifyRequest): string | null {
  const schema = request.routeOptions.schema ?? {};
  return (
    (schema.params ? findNul(request.params, 'path') : null) ??
    (schema.querystring ? findNul(request.query, 'query') : null) ??
    (schema.body ? findNul(request.body, 'body') : null)
  );
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const where = nulIn(request);
    if (where) {
      throw new ValidationError(
        `${where}: text may not contain the NUL character (U+0000).`,
        undefined,
        'invalid_text',
      );
    }
  });
}

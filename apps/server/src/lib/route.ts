import { API_PREFIX, type Endpoint } from '@sdp/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';

// Registers a route from its shared endpoint descriptor (packages/shared/src/contracts/endpoint.ts):
// method, path, params, querystring, body and the 2xx answer's schema come from the descriptor, so
// the server validates exactly what the web client sends and answers what it reads. Everything
// else (OpenAPI tags and texts, hooks, rate limits, body limits, a 201/202 status) stays per route.

type Defined<S> = Exclude<S, undefined>;
type Parsed<S> = [Defined<S>] extends [never]
  ? unknown
  : Defined<S> extends z.ZodType
    ? z.output<Defined<S>>
    : unknown;

/** The request a descriptor's handler gets: params, query and body as its schemas parse them. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** OpenAPI fields besides the descriptor's own. */
export interface RouteDocs {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
}

export interface RouteOptions<E extends Endpoint>
  extends Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'config' | 'bodyLimit'> {
  docs?: RouteDocs;
  /** The success status the answer is documented and sent with (default 200); the handler sets it. */
  status?: 200 | 201 | 202;
  handler(request: RouteRequest<E>, reply: FastifyReply): Promise<z.input<E['response']> | FastifyReply>;
}

/** `/api/sites/:id` -> `/sites/:id`: the route plugins are registered with `{ prefix: '/api' }`. */
export function routePath(path: string): string {
  if (!path.startsWith(`${API_PREFIX}/`))
    throw new Error(`route: ${path} does not start with ${API_PREFIX}/`);
  return path.slice(API_PREFIX.length);
}

/** Registers `descriptor` on `app` (a plugin registered under the '/api' prefix). */
export function route<E extends Endpoint>(
  // biome-ignore lint/suspicious/noExplicitAny: any type provider (the routes use ZodTypeProvider)
  app: FastifyInstance<any, any, any, any, any>,
  descriptor: E,
  options: RouteOptions<E>,
): void {
  const { docs, status = 200, handler, ...hooks } = options;
  const schema: FastifySchema = { ...docs };
  if (descriptor.params) schema.params = descriptor.params;
  if (descriptor.query) schema.querystring = descriptor.query;
  if (descriptor.body) schema.body = descriptor.body;
  schema.response = { [status]: descriptor.response };
  app.route({
    method: descriptor.method,
    url: routePath(descriptor.path),
    ...hooks,
    schema,
    handler: handler as unknown as RouteHandlerMethod,
  });
}

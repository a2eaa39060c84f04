import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One HTTP call: the server registers its route from it, the web client calls it with it. */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType = z.ZodType,
> {
  method: M;
  /** Fastify style: `/api/sites/:id`. */
  path: P;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The 2xx answer's schema. */
  response: Res;
}

/** Keeps the literal types of a descriptor. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

export type EndpointResponse<E extends Endpoint> = z.infer<E['response']>;
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : never;

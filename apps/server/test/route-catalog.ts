import type { FastifyInstance } from 'fastify';

// Every route of a built app, for the suites that must cover all of them (hostile inputs, cross-team
// access): the OpenAPI document gives the documented routes with their JSON schemas; Fastify's route
// table adds the hidden ones (hosted pages, previews, preflights, the API docs). Nothing is listed by
// hand, so a route added later is covered (or, where a suite needs a decision, makes it fail).

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export interface RouteParam {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Route {
  method: string;
  /** OpenAPI style: /api/sites/{id} */
  path: string;
  documented: boolean;
  /** Marked with a security requirement in the OpenAPI document. */
  secured: boolean;
  params: RouteParam[];
  /** content type -> schema of the request body, when the route documents one. */
  body: Record<string, JsonSchema> | null;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ name: string; in: RouteParam['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** Fastify's `printRoutes({ commonPrefix: false })` tree flattened to method + path pairs. */
export function routeTable(app: FastifyInstance): Array<{ method: string; path: string }> {
  const out: Array<{ method: string; path: string }> = [];
  const stack: Array<{ depth: number; prefix: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length;
    while (stack.length && stack.at(-1)!.depth >= depth) stack.pop();
    const prefix = (stack.at(-1)?.prefix ?? '') + m[2]!;
    stack.push({ depth, prefix });
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method) out.push({ method, path: prefix });
    }
  }
  return out;
}

/** :id -> {id}, a trailing * -> {*} (the wildcard tail). */
const toOpenApiPath = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

const paramsOf = (path: string): RouteParam[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1]!,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

/** Every route: documented ones from OpenAPI, then the rest of Fastify's table (HEAD folded into GET). */
export function routeCatalog(app: FastifyInstance): Route[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: Route[] = [];
  const seen = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const body = op.requestBody
        ? Object.fromEntries(Object.entries(op.requestBody.content).map(([t, c]) => [t, c.schema ?? {}]))
        : null;
      routes.push({
        method: method.toUpperCase(),
        path,
        documented: true,
        secured: Array.isArray(op.security) && op.security.length > 0,
        params: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: !!p.required,
          schema: p.schema ?? {},
        })),
        body,
      });
      seen.add(`${method.toUpperCase()} ${path}`);
    }
  }
  for (const { method, path } of routeTable(app)) {
    const p = toOpenApiPath(path.startsWith('/') ? path : `/${path}`);
    if (method === 'HEAD' || seen.has(`${method} ${p}`)) continue;
    seen.add(`${method} ${p}`);
    routes.push({ method, path: p, documented: false, secured: false, params: paramsOf(p), body: null });
  }
  return routes;
}

/** Fills an OpenAPI path's {params}; `*` is the wildcard tail. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');

export const routeName = (r: Pick<Route, 'method' | 'path'>) => `${r.method} ${r.path}`;

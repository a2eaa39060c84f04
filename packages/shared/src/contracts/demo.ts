import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// The demo portfolio (issue 5): GET/POST/DELETE /api/demo. Everything it loads is marked demo and
// removed by DELETE in one transaction.

export const DEMO_STATUSES = ['none', 'loading', 'ready', 'removing'] as const;
export type DemoStatusName = (typeof DEMO_STATUSES)[number];

export const demoSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  status: z.string(),
  verticalSlug: z.string(),
});
export type DemoSite = z.infer<typeof demoSiteSchema>;

export const demoStatusSchema = z.object({
  status: z.enum(DEMO_STATUSES),
  /** What the run is doing now, in words ('Deploying site 2 of 3', 'Sending visitors' ...). */
  phase: z.string().nullable(),
  sites: z.array(demoSiteSchema),
  startedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  /** Simulated visitors keep arriving until then (null: the traffic has ended). */
  trafficUntil: z.string().nullable(),
  error: z.string().nullable(),
  counts: z.object({
    sites: z.number().int(),
    /** Beacon page views of the demo sites. */
    visits: z.number().int(),
    leads: z.number().int(),
  }),
});
export type DemoStatus = z.infer<typeof demoStatusSchema>;

export const demoRemovedSchema = z.object({
  sites: z.number().int(),
  versions: z.number().int(),
  leads: z.number().int(),
  events: z.number().int(),
  keywords: z.number().int(),
  positions: z.number().int(),
  milestones: z.number().int(),
  renters: z.number().int(),
});
export type DemoRemoved = z.infer<typeof demoRemovedSchema>;

/** POST /api/demo takes no options: no body, or an empty JSON object (anything else is a 400). */
export const demoLoadBodySchema = z
  .strictObject({}, { error: 'body: POST /api/demo takes no fields (send no body or {})' })
  .nullish();

/** The demo portfolio calls. load answers 202 and runs in the background. */
export const demoApi = {
  status: endpoint({ method: 'GET', path: '/api/demo', response: apiSuccess(demoStatusSchema) }),
  load: endpoint({
    method: 'POST',
    path: '/api/demo',
    body: demoLoadBodySchema,
    response: apiSuccess(demoStatusSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/demo', response: apiSuccess(demoRemovedSchema) }),
};

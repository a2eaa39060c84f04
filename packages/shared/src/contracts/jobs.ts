import { z } from 'zod';
import { DEFAULT_GOLDMINE_LIMIT } from '../constants';
import { apiSuccess } from './api';
import { deploymentJobSchema } from './deployment-job';
import { endpoint } from './endpoint';
import { opportunityIdSchema, siteSchema, templateIdSchema } from './sites';

// The calls of the dominator pipeline's deployment jobs (docs/sites-api.md): batch builds and
// deploys, and reading or cancelling the jobs. The job itself is in deployment-job.ts (sites.ts
// answers with it too).

/** Upper bound of sites in one batch job. */
export const BATCH_MAX_SITES = 200;
/** generate-and-deploy answers when done, so it takes few sites. */
export const GENERATE_AND_DEPLOY_MAX_SITES = 10;

const batchFiltersSchema = z.object({
  vertical: z.string().trim().max(80).optional(),
  state: z.string().trim().length(2).toUpperCase().optional(),
  tier: z.coerce.number().int().min(1).max(3).optional(),
  minPayout: z.number().min(0).optional(),
});

/** POST /api/dominator-pipeline/batch-deploy: explicit markets, or the best matching filters. */
export const batchDeployRequestSchema = batchFiltersSchema.extend({
  opportunityIds: z.array(opportunityIdSchema).min(1).max(BATCH_MAX_SITES).optional(),
  limit: z.number().int().min(1).max(BATCH_MAX_SITES).default(10),
  template: templateIdSchema.optional(),
});
/** POST /api/dominator-pipeline/deploy-goldmines: the best goldmines not yet built. */
export const deployGoldminesRequestSchema = batchFiltersSchema.extend({
  limit: z.number().int().min(1).max(BATCH_MAX_SITES).default(DEFAULT_GOLDMINE_LIMIT),
  template: templateIdSchema.optional(),
});
/** POST /api/dominator-pipeline/generate-and-deploy: answers when the sites are live. */
export const generateAndDeployRequestSchema = z.object({
  opportunityIds: z.array(opportunityIdSchema).min(1).max(GENERATE_AND_DEPLOY_MAX_SITES),
  template: templateIdSchema.optional(),
});

export const batchDeployResponseSchema = z.object({
  job: deploymentJobSchema,
  totalSitesPlanned: z.number().int(),
});
export const generateAndDeployResponseSchema = z.object({
  job: deploymentJobSchema,
  deployedSites: z.array(siteSchema),
});

/** `:id` of the /api/dominator-pipeline/jobs/:id calls. */
export const jobIdParamsSchema = z.object({ id: z.uuid('id: must be a job id (uuid)') });
/** GET /api/dominator-pipeline/jobs: newest first. */
export const jobsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit: must be a whole number from 1 to 100' })
    .int('limit: must be a whole number from 1 to 100')
    .min(1, 'limit: must be a whole number from 1 to 100')
    .max(100, 'limit: must be a whole number from 1 to 100')
    .default(20),
  offset: z.coerce
    .number({ error: 'offset: must be a whole number, 0 or more' })
    .int('offset: must be a whole number, 0 or more')
    .min(0, 'offset: must be a whole number, 0 or more')
    .default(0),
});

/** The deployment-job calls (docs/sites-api.md). batchDeploy and deployGoldmines answer 202. */
export const jobsApi = {
  generateAndDeploy: endpoint({
    method: 'POST',
    path: '/api/dominator-pipeline/generate-and-deploy',
    body: generateAndDeployRequestSchema,
    response: apiSuccess(generateAndDeployResponseSchema),
  }),
  batchDeploy: endpoint({
    method: 'POST',
    path: '/api/dominator-pipeline/batch-deploy',
    body: batchDeployRequestSchema,
    response: apiSuccess(batchDeployResponseSchema),
  }),
  deployGoldmines: endpoint({
    method: 'POST',
    path: '/api/dominator-pipeline/deploy-goldmines',
    body: deployGoldminesRequestSchema,
    response: apiSuccess(batchDeployResponseSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/dominator-pipeline/jobs',
    query: jobsQuerySchema,
    response: apiSuccess(z.array(deploymentJobSchema)),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/dominator-pipeline/jobs/:id',
    params: jobIdParamsSchema,
    response: apiSuccess(deploymentJobSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/dominator-pipeline/jobs/:id/cancel',
    params: jobIdParamsSchema,
    response: apiSuccess(deploymentJobSchema),
  }),
};

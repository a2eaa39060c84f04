import { z } from 'zod';
import { DEFAULT_GOLDMINE_LIMIT } from '../constants';
import { opportunityIdSchema, siteSchema, templateIdSchema } from './sites';

// Deployment jobs of the dominator pipeline (docs/sites-api.md): batch builds and deploys, and the
// job that reports their progress.

/** Upper bound of sites in one batch job. */
export const BATCH_MAX_SITES = 200;
/** generate-and-deploy answers when done, so it takes few sites. */
export const GENERATE_AND_DEPLOY_MAX_SITES = 10;

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const JOB_KINDS = ['deploy', 'generate-and-deploy', 'batch-deploy', 'deploy-goldmines'] as const;
export const jobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof jobKindSchema>;

/** A deployment job: id, status, progress, sitesPlanned, sitesDeployed, errors, startedAt. */
export const deploymentJobSchema = z.object({
  id: z.string(),
  kind: jobKindSchema,
  status: jobStatusSchema,
  /** 0-100 */
  progress: z.number(),
  sitesPlanned: z.number().int(),
  sitesDeployed: z.number().int(),
  errors: z.array(z.string()),
  startedAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Sites this job deployed so far (ids). */
  siteIds: z.array(z.string()),
});
export type DeploymentJob = z.infer<typeof deploymentJobSchema>;

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

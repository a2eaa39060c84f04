import { z } from 'zod';

// A deployment job (docs/sites-api.md): what the jobs calls answer, and what POST
// /api/sites/:id/deploy answers with the site. Its own file: sites.ts and jobs.ts both use it.

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

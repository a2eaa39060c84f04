import { z } from 'zod';
import { apiSuccess, noBodySchema, okMessageSchema } from './api';
import { USER_ROLES } from './auth';
import { endpoint } from './endpoint';
import { systemHealthSchema } from './engines';

// Platform administration (docs/admin.md): users, jobs across teams, provider usage, the mail
// outbox, the admin audit log and system health. Every call answers 403 unless the caller is a
// platform admin (users.role 'admin').

/** 403 for anyone but a platform admin. */
export const ADMIN_ONLY_MESSAGE = 'Administrators only';
/** 403 for a disabled account's sign-in, refresh, Google sign-in and API keys. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled.';
/** 409: the last admin may not demote or disable themselves. */
export const LAST_ADMIN_MESSAGE = 'You are the last administrator; make another admin first.';

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

const page = z.coerce
  .number({ error: 'page: must be a whole number from 1' })
  .int('page: must be a whole number from 1')
  .min(1, 'page: must be a whole number from 1')
  .max(100_000, 'page: at most 100000')
  .default(1);
const pageSize = z.coerce
  .number({ error: 'pageSize: must be 10 to 100' })
  .int('pageSize: must be 10 to 100')
  .min(10, 'pageSize: must be 10 to 100')
  .max(100, 'pageSize: must be 10 to 100')
  .default(25);

export const adminRoleSchema = z.enum(USER_ROLES, { error: "role: must be 'free' or 'admin'" });

export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(200, 'q: at most 200 characters').optional(),
  role: adminRoleSchema.optional(),
  status: z.enum(['active', 'disabled'], { error: "status: must be 'active' or 'disabled'" }).optional(),
  page,
  pageSize,
});
export type AdminUserQuery = z.input<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: adminRoleSchema,
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  teamsCount: z.number(),
  /** Sessions not revoked and not expired. */
  activeSessions: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const pagedOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const adminUserIdParamsSchema = z.object({ id: z.uuid('User not found') });
export const adminSetRoleBodySchema = z.strictObject({ role: adminRoleSchema });

export const ADMIN_JOB_TYPES = ['deploy', 'crawl', 'engine'] as const;
export const adminJobTypeSchema = z.enum(ADMIN_JOB_TYPES, {
  error: "type: must be 'deploy', 'crawl' or 'engine'",
});
export type AdminJobType = z.infer<typeof adminJobTypeSchema>;
export const ADMIN_JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;

export const adminJobQuerySchema = z.object({
  type: adminJobTypeSchema.optional(),
  status: z
    .enum(ADMIN_JOB_STATUSES, { error: 'status: must be queued, running, completed, failed or cancelled' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit: must be 1 to 200' })
    .int('limit: must be 1 to 200')
    .min(1, 'limit: must be 1 to 200')
    .max(200, 'limit: must be 1 to 200')
    .default(50),
});

export const adminJobSchema = z.object({
  type: adminJobTypeSchema,
  id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  /** Deploy job kind, crawl's project name, or engine id and action. */
  label: z.string(),
  status: z.enum(ADMIN_JOB_STATUSES),
  progress: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  canRetry: z.boolean(),
  canCancel: z.boolean(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobParamsSchema = z.object({ type: adminJobTypeSchema, id: z.uuid('Job not found') });

/** One provider of one team: calls, failures and spend this UTC month and in the last 30 days. */
export const adminUsageRowSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  providerId: z.string(),
  monthCalls: z.number(),
  monthFailures: z.number(),
  monthSpendUsd: z.number(),
  last30Calls: z.number(),
  last30Failures: z.number(),
  last30SpendUsd: z.number(),
});
export type AdminUsageRow = z.infer<typeof adminUsageRowSchema>;
export const adminUsageSchema = z.object({
  /** Start of this UTC month and of the 30-day window (ISO). */
  monthStart: z.string(),
  windowStart: z.string(),
  rows: z.array(adminUsageRowSchema),
  totals: adminUsageRowSchema.omit({ teamId: true, teamName: true, providerId: true }),
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;

export const adminMailQuerySchema = z.object({ page, pageSize });
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const adminMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;
export const adminMailDetailSchema = adminMailSchema.extend({ text: z.string() });
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;
export const adminMailIdParamsSchema = z.object({ id: z.uuid('Message not found') });

export const adminAuditQuerySchema = z.object({
  action: z
    .string()
    .trim()
    .max(80, 'action: at most 80 characters')
    .regex(/^[a-z0-9.-]*$/, 'action: letters, digits, dots and dashes')
    .optional(),
  page,
  pageSize,
});
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminApi = {
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUserQuerySchema,
    response: apiSuccess(pagedOf(adminUserSchema)),
  }),
  setRole: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/role',
    params: adminUserIdParamsSchema,
    body: adminSetRoleBodySchema,
    response: apiSuccess(adminUserSchema),
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    params: adminUserIdParamsSchema,
    body: noBodySchema,
    response: apiSuccess(adminUserSchema),
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    params: adminUserIdParamsSchema,
    body: noBodySchema,
    response: apiSuccess(adminUserSchema),
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/sign-out',
    params: adminUserIdParamsSchema,
    body: noBodySchema,
    response: apiSuccess(z.object({ sessionsEnded: z.number() })),
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/resend-verification',
    params: adminUserIdParamsSchema,
    body: noBodySchema,
    response: okMessageSchema,
  }),
  jobs: endpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    query: adminJobQuerySchema,
    response: apiSuccess(z.object({ items: z.array(adminJobSchema) })),
  }),
  retryJob: endpoint({
    method: 'POST',
    path: '/api/admin/jobs/:type/:id/retry',
    params: adminJobParamsSchema,
    body: noBodySchema,
    response: apiSuccess(z.object({ type: adminJobTypeSchema, id: z.string() })),
  }),
  cancelJob: endpoint({
    method: 'POST',
    path: '/api/admin/jobs/:type/:id/cancel',
    params: adminJobParamsSchema,
    body: noBodySchema,
    response: apiSuccess(z.object({ type: adminJobTypeSchema, id: z.string(), status: z.string() })),
  }),
  usage: endpoint({ method: 'GET', path: '/api/admin/usage', response: apiSuccess(adminUsageSchema) }),
  mail: endpoint({
    method: 'GET',
    path: '/api/admin/mail',
    query: adminMailQuerySchema,
    response: apiSuccess(pagedOf(adminMailSchema)),
  }),
  mailMessage: endpoint({
    method: 'GET',
    path: '/api/admin/mail/:id',
    params: adminMailIdParamsSchema,
    response: apiSuccess(adminMailDetailSchema),
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: adminAuditQuerySchema,
    response: apiSuccess(pagedOf(adminAuditEntrySchema)),
  }),
  system: endpoint({ method: 'GET', path: '/api/admin/system', response: apiSuccess(systemHealthSchema) }),
};

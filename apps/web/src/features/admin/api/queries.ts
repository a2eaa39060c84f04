import type { AdminJobType, AdminUserQuery } from '@sdp/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getAdminAudit } from './audit';
import { getAdminInvoices } from './invoices';
import { type AdminJobStatus, getAdminJobs } from './jobs';
import { getAdminMail } from './mail';
import { getAdminMailMessage } from './mail-message';
import { getAdminSystem } from './system';
import { getAdminTeams } from './teams';
import { getAdminUsage } from './usage';
import { getAdminUsers } from './users';

export const adminKeys = {
  all: ['admin'] as const,
  users: (q: AdminUserQuery) => ['admin', 'users', q] as const,
  jobs: (q: { type?: AdminJobType; status?: AdminJobStatus }) => ['admin', 'jobs', q] as const,
  usage: () => ['admin', 'usage'] as const,
  mail: (q: { page: number; pageSize: number }) => ['admin', 'mail', q] as const,
  mailMessage: (id: string) => ['admin', 'mail-message', id] as const,
  audit: (q: { action?: string; page: number; pageSize: number }) => ['admin', 'audit', q] as const,
  system: () => ['admin', 'system'] as const,
  teams: (q: { q?: string; page: number; pageSize: number }) => ['admin', 'teams', q] as const,
  invoices: (status?: 'open' | 'paid' | 'void') => ['admin', 'invoices', status ?? 'all'] as const,
};

export const adminTeamsQueryOptions = (q: { q?: string; page: number; pageSize: number }) =>
  queryOptions({ queryKey: adminKeys.teams(q), queryFn: ({ signal }) => getAdminTeams(q, signal) });
export const adminInvoicesQueryOptions = (status?: 'open' | 'paid' | 'void') =>
  queryOptions({
    queryKey: adminKeys.invoices(status),
    queryFn: ({ signal }) => getAdminInvoices({ status }, signal),
  });

/** After a plan was set or an invoice marked paid: teams, invoices and the audit log read again. */
export const invalidateAdminBilling = (qc: QueryClient) =>
  Promise.all(
    (['teams', 'invoices', 'audit'] as const).map((k) => qc.invalidateQueries({ queryKey: ['admin', k] })),
  );

export const adminUsersQueryOptions = (q: AdminUserQuery) =>
  queryOptions({ queryKey: adminKeys.users(q), queryFn: ({ signal }) => getAdminUsers(q, signal) });
export const adminJobsQueryOptions = (q: { type?: AdminJobType; status?: AdminJobStatus }) =>
  queryOptions({
    queryKey: adminKeys.jobs(q),
    queryFn: ({ signal }) => getAdminJobs({ ...q, limit: 100 }, signal),
    refetchInterval: 15_000,
  });
export const adminUsageQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.usage(), queryFn: ({ signal }) => getAdminUsage(signal) });
export const adminMailQueryOptions = (q: { page: number; pageSize: number }) =>
  queryOptions({ queryKey: adminKeys.mail(q), queryFn: ({ signal }) => getAdminMail(q, signal) });
export const adminMailMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.mailMessage(id),
    queryFn: ({ signal }) => getAdminMailMessage(id, signal),
  });
export const adminAuditQueryOptions = (q: { action?: string; page: number; pageSize: number }) =>
  queryOptions({ queryKey: adminKeys.audit(q), queryFn: ({ signal }) => getAdminAudit(q, signal) });
export const adminSystemQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.system(),
    queryFn: ({ signal }) => getAdminSystem(signal),
    refetchInterval: 30_000,
  });

/** After an admin act: users (and what they changed) and the audit log read again. */
export const invalidateAdminUsers = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
    qc.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  ]);
export const invalidateAdminJobs = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
    qc.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  ]);

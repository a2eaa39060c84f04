// Platform administration (docs/admin.md): the owner of every /api/admin resource on the web.
export {
  adminAuditQueryOptions,
  adminInvoicesQueryOptions,
  adminJobsQueryOptions,
  adminKeys,
  adminMailMessageQueryOptions,
  adminMailQueryOptions,
  adminSystemQueryOptions,
  adminTeamsQueryOptions,
  adminUsageQueryOptions,
  adminUsersQueryOptions,
  invalidateAdminBilling,
  invalidateAdminJobs,
  invalidateAdminUsers,
} from './api/queries';
export { AdminScreen } from './components/admin-screen';

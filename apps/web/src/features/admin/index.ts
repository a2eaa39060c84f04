// Platform administration (docs/admin.md): the owner of every /api/admin resource on the web.
export {
  adminAuditQueryOptions,
  adminJobsQueryOptions,
  adminKeys,
  adminMailMessageQueryOptions,
  adminMailQueryOptions,
  adminSystemQueryOptions,
  adminUsageQueryOptions,
  adminUsersQueryOptions,
  invalidateAdminJobs,
  invalidateAdminUsers,
} from './api/queries';
export { AdminScreen } from './components/admin-screen';

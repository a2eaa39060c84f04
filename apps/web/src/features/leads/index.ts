export { leadsQueryOptions, useLeads } from './api/get-leads';
export { invalidateLeadQueries, type LeadListQuery, leadKeys, renterKeys } from './api/keys';
export { rentersQueryOptions, useRenters } from './api/renters';
export { LeadStatusBadge } from './components/lead-status-badge';
export { LeadsTable } from './components/leads-table';
export { RenterPanel } from './components/renter-panel';
export { SiteRevenue } from './components/site-revenue';
export { LeadToaster, leadToastMessage, useLeadToast } from './hooks/use-lead-toast';

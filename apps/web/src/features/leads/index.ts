export { useLeads } from './api/get-leads';
export { invalidateLeadQueries, leadKeys, renterKeys } from './api/keys';
export { useRenters } from './api/renters';
export { LeadStatusBadge } from './components/lead-status-badge';
export { LeadsTable } from './components/leads-table';
export { RenterPanel } from './components/renter-panel';
export { SiteRevenue } from './components/site-revenue';
export { LeadToaster, leadToastMessage, useLeadToast } from './hooks/use-lead-toast';

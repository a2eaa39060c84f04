export { useCreateBudget } from './api/create-budget';
export { useDeleteBudget } from './api/delete-budget';
export { costsQueryOptions, useCosts } from './api/get-costs';
export { costsKeys, invalidateCosts } from './api/keys';
export { useUpdateBudget } from './api/update-budget';
export { CostDashboard } from './components/cost-dashboard';

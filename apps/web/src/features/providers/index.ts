export { type ProviderUsage, type ProviderUsageRow, useProviderUsage } from './api/get-provider-usage';
export { type ProviderInfo, type ProviderKind, useProviders } from './api/get-providers';
export { invalidateProviders, invalidateProviderUsage, providerKeys } from './api/keys';
export { useRemoveProviderKey } from './api/remove-provider-key';
export { useSaveProviderKey } from './api/save-provider-key';
export { describeKind, formatCost, formatCostPerCall, PROVIDER_KINDS } from './lib/describe-provider';

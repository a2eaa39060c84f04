export {
  type ApiKey,
  apiKeyKeys,
  apiKeysQueryOptions,
  invalidateApiKeys,
  useApiKeys,
} from './api/api-keys';
export { ApiKeysSection } from './components/api-keys-section';

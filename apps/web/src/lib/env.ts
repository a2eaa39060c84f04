import { API_PREFIX } from '@sdp/shared';

// The only reader of import.meta.env in the web app.
export const env = {
  apiBase: API_PREFIX,
  socketUrl: import.meta.env.VITE_SOCKET_URL ?? '',
  isProduction: import.meta.env.PROD,
  baseUrl: import.meta.env.BASE_URL,
} as const;

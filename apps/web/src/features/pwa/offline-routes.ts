// The offline worker's runtime cache (docs/product/web.md#install-prompt-and-offline-worker): the GET
// API calls of the dashboard and monitoring screens, network first (the cache answers only when the
// network fails or takes over 4 s), in a cache named per build. Imported by vite.config.ts, so it
// imports nothing (the cache prefix equals OFFLINE_DATA_CACHE_PREFIX of @sdp/shared; a test checks).

export const OFFLINE_CACHE_PREFIX = 'sdp-offline-data';

/** Path patterns (after /api/) the two screens read; a query string may follow. */
export const OFFLINE_API_PATHS = [
  // the app shell of a signed-in screen
  'auth/me',
  'onboarding/status',
  'user/notifications',
  'user/subscription',
  // dashboard
  'websites',
  'performance/metrics',
  'analytics',
  'dominator-pipeline/revenue',
  'leads',
  'rankings',
  'performance/milestones',
  'performance/achievements',
  'demo',
  'domination/my-opportunities',
  'intelligence-engines/status',
  'intelligence-engines/insights',
  // monitoring (and, above, the dashboard's metrics, analytics, leads, rankings, milestones, achievements, websites)
  'sites/[^/?]+/experiments',
  'rankings/check',
  'performance/predictions',
  'opportunities',
] as const;

/** Matches the listed GET calls on any origin's /api/ (workbox tests the full URL). */
export const offlineApiPattern = (paths: readonly string[] = OFFLINE_API_PATHS): RegExp =>
  new RegExp(`/api/(?:${paths.join('|')})(?:\\?|$)`);

const BUILD_ID = Date.now().toString(36);

/** workbox `runtimeCaching` for generateSW. */
export const offlineRuntimeCaching = (buildId: string = BUILD_ID) => [
  {
    urlPattern: offlineApiPattern(),
    method: 'GET' as const,
    handler: 'NetworkFirst' as const,
    options: {
      cacheName: `${OFFLINE_CACHE_PREFIX}-${buildId}`,
      networkTimeoutSeconds: 4,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 },
    },
  },
];

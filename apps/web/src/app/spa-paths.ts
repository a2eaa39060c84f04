// Top-level path segments the SPA owns. The offline worker serves index.html only for these,
// so server-rendered paths (hosted sites, /api, realtime) are never hijacked by the app shell.
export const SPA_TOP_LEVEL_SEGMENTS = [
  'login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'oauth', 'demo', 'privacy',
  'terms', 'contact', 'get-started', 'dashboard', 'intelligence', 'content-generator', 'discovery',
  'generation', 'deployment', 'monitoring', 'dominator', 'opportunity', 'opportunities', 'ml-optimization',
  'cost-dashboard', 'admin', 'superweapons', 'keyword-finder', 'analytics', 'quick-rank', 'campaigns',
  'projects', 'analysis', 'settings', 'onboarding', 'domination', 'domination-control',
] as const;

export const SPA_NAVIGATION_PATTERN = new RegExp(`^/(?:(?:${SPA_TOP_LEVEL_SEGMENTS.join('|')})(?:[/?#]|$)|$|\\?)`);

// Business constants and limits (docs/product.md). Each value appears here once.

export const API_PREFIX = '/api';
export const BACKEND_PORT = 3000;

export const REQUEST_TIMEOUT_MS = 30_000;
export const LONG_REQUEST_TIMEOUT_MS = 300_000;

export const INSIGHTS_KEPT = 100;
export const WEBSOCKET_MESSAGES_KEPT = 100;

export const NOTIFICATION_DURATION_MS = 5_000;
export const ACHIEVEMENT_NOTIFICATION_DURATION_MS = 10_000;

export const PLAIN_WS = { reconnectMs: 5_000, maxAttempts: 10, heartbeatMs: 30_000 } as const;
export const SOCKET_CLIENT = {
  reconnectionAttempts: 3,
  reconnectionDelayMs: 2_000,
  reconnectionDelayMaxMs: 10_000,
  timeoutMs: 20_000,
  pingEveryMs: 10_000,
  cooldownBaseMs: 1_000,
  cooldownCapMs: 30_000,
} as const;

export const TIER_THRESHOLDS = { tier1: 300, tier2: 150 } as const;
export const WORKFLOW_STAGE_COUNT = 4;

export const DEFAULT_TIME_RANGE = '90d';
export const DEFAULT_SCENARIO = 'realistic';
export const DEFAULT_GOLDMINE_LIMIT = 50;
export const DEFAULT_OPPORTUNITY_SORT = { field: 'score', order: 'desc' } as const;

export const MAPPED_OPPORTUNITY_DEFAULTS = {
  zipCode: '00000',
  competition: 50,
  demandScore: 75,
  quantumScore: 80,
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export const LOGIN_REDIRECT_DELAY_MS = 100;
export const DEFAULT_LOGIN_TARGET = '/dashboard';

export const TOAST = {
  durationMs: 5_000,
  swipeThreshold: 50,
  hotkey: 'F8',
  limit: 1,
  removeDelayMs: 1_000_000,
} as const;

export const INSTALL_PROMPT = {
  minVisits: 2, // shown after MORE than 2 visits
  delayMs: 3_000,
  dismissHideDays: 3,
  declineHideDays: 7,
} as const;

export const HEADER_SCROLL_THRESHOLD_PX = 10;

export const TRIAL_DAYS = 14;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  tempUserData: 'tempUserData',
  workflowState: 'workflowState',
  themeId: 'themeId',
  darkMode: 'darkMode',
  customThemes: 'customThemes',
  /** Whose data the offline worker's cache holds (docs/product/web.md#install-prompt-and-offline-worker). */
  offlineDataUser: 'offlineDataUser',
} as const;

/** The offline worker's cache of API answers: this prefix, then the build's id. */
export const OFFLINE_DATA_CACHE_PREFIX = 'sdp-offline-data';

export const SESSION_STORAGE_KEYS = { intendedDestination: 'intendedDestination' } as const;

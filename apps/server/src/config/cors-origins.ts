// CORS_ORIGINS and the one origin rule of the REST API's CORS (plugins/infrastructure.ts) and the
// realtime handshakes (modules/realtime): the PUBLIC_URL origin, the origins CORS_ORIGINS lists,
// and local hosts (localhost, 127.0.0.1, [::1], any port) only when NODE_ENV=development.
// The public lead and beacon endpoints keep their own rule (modules/leads).

const MAX_LENGTH = 4096;

export const CORS_ORIGINS_HELP =
  'must be comma-separated origins such as https://app.example.com,http://localhost:5173 ' +
  '(scheme, host and optional port; no path)';

/** Why one entry is not an exact http(s) origin; null when it is. */
function originProblem(entry: string): string | null {
  if (entry === '') return 'an entry is empty';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return `"${entry}" is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${entry}" is not http or https`;
  const bare = entry.endsWith('/') ? entry.slice(0, -1) : entry;
  if (url.origin !== bare.toLowerCase() || url.username || url.password) {
    return `"${entry}" is not a bare origin (write ${url.origin})`;
  }
  return null;
}

/** Reads CORS_ORIGINS: the origins, or the problem to report at boot. Linear: one split. */
export function parseCorsOrigins(raw: unknown): { value: string[] } | { problem: string } {
  if (raw === undefined || raw === null) return { value: [] };
  if (typeof raw !== 'string') return { problem: CORS_ORIGINS_HELP };
  const text = raw.trim();
  if (text === '') return { value: [] };
  if (text.length > MAX_LENGTH) return { problem: `is longer than ${MAX_LENGTH} characters` };
  const origins: string[] = [];
  for (const entry of text.split(',').map((e) => e.trim())) {
    const problem = originProblem(entry);
    if (problem) return { problem: `${CORS_ORIGINS_HELP}; ${problem}` };
    origins.push(new URL(entry).origin);
  }
  return { value: origins };
}

export interface OriginConfig {
  PUBLIC_URL: string;
  CORS_ORIGINS: string[];
  NODE_ENV: 'development' | 'production' | 'test';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether a cross-origin caller may use the API with credentials. No Origin header (a same-origin
 * GET, a server, curl) is not a cross-origin call and passes; the string "null" never does.
 */
export function originRule(config: OriginConfig): (origin: string | undefined) => boolean {
  const allowed = new Set([new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS]);
  const localAllowed = config.NODE_ENV === 'development';
  return (origin) => {
    if (origin === undefined) return true;
    if (allowed.has(origin)) return true;
    return localAllowed && isLocalOrigin(origin);
  };
}

// Secrets that travel in URLs (e-mail link tokens, OAuth codes and state, /ws?token=, preview links'
// signed tokens) are cut out of everything logged or stored: `?token=abc` becomes `?token=[redacted]`.

/** Query parameters whose value is a secret (compared without case). */
export const SECRET_PARAMS = [
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'challengeToken',
  'code',
  'state',
  'key',
  'api_key',
  'apikey',
  'secret',
  'client_secret',
  'signature',
  'sig',
  'password',
  'jwt',
];

const QUERY_SECRET = new RegExp(`([?&;](?:${SECRET_PARAMS.join('|')})=)[^&#;\\s"'<>]*`, 'gi');
/** /preview/{versionId}/{token}/...: the token is the second segment. */
const PREVIEW_TOKEN = /(\/preview\/[^/?#\s"'<>]+\/)[^/?#\s"'<>]+/g;

/** The text with every secret URL parameter (and preview token) replaced by `replacement`. */
export function redactUrl(text: string, replacement = '[redacted]'): string {
  return text.replace(QUERY_SECRET, `$1${replacement}`).replace(PREVIEW_TOKEN, `$1${replacement}`);
}

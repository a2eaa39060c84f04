// Secrets that travel in URLs (e-mail link tokens, OAuth codes and state, /ws?token=, preview links'
// signed tokens) are cut out of everything logged or stored: `?token=abc` becomes `?token=[redacted]`.

/**
 * Query parameters whose value is a secret (any case): token, access_token, refresh_token, id_token,
 * challengeToken, code, state, key, api_key, apikey, secret, client_secret, signature, sig, password,
 * jwt. A literal pattern (the regex audit reviews every pattern in the source).
 */
const QUERY_SECRET =
  /([?&;](?:access_token|refresh_token|id_token|challengetoken|client_secret|api_key|apikey|token|code|state|key|secret|signature|sig|password|jwt)=)[^&#;\s"'<>]*/gi;
/** /preview/{versionId}/{token}/...: the token is the second segment. */
const PREVIEW_TOKEN = /(\/preview\/[^/?#\s"'<>]+\/)[^/?#\s"'<>]+/g;

/** The text with every secret URL parameter (and preview token) replaced by `replacement`. */
export function redactUrl(text: string, replacement = '[redacted]'): string {
  return text.replace(QUERY_SECRET, `$1${replacement}`).replace(PREVIEW_TOKEN, `$1${replacement}`);
}

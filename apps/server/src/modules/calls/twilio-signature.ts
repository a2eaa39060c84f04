import { createHmac, timingSafeEqual } from 'node:crypto';

// Twilio's webhook signature (https://www.twilio.com/docs/usage/security#validating-requests):
// base64 of HMAC-SHA1, keyed with the account's Auth Token, over the full URL Twilio requested
// followed by every POST parameter's name and value, sorted by name.

/** The X-Twilio-Signature Twilio sends for a POST of `params` to `url`. */
export function signTwilio(url: string, params: Record<string, string>, authToken: string): string {
  let data = url;
  for (const name of Object.keys(params).sort()) data += name + params[name];
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` is Twilio's for this request (constant-time compare). */
export function twilioSignatureValid(
  url: string,
  params: Record<string, string>,
  authToken: string,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signTwilio(url, params, authToken));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

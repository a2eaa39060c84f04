import { ProviderCallError } from '../metering/index';

// The few Twilio REST calls call tracking makes (https://www.twilio.com/docs/phone-numbers/api):
// search local numbers, buy one, list, point one at the app, and release one. Every call is
// made through the meter by calls.service.ts; this file only speaks HTTP.

export interface TwilioKey {
  accountSid: string;
  authToken: string;
}

/** The key as sealed in provider_credentials: "AC...:token". */
export const packKey = (key: TwilioKey) => `${key.accountSid}:${key.authToken}`;
export function unpackKey(stored: string): TwilioKey | null {
  const [accountSid, authToken] = stored.split(':');
  return accountSid && authToken ? { accountSid, authToken } : null;
}

export interface IncomingNumber {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
}

export interface CandidateNumber {
  phoneNumber: string;
  locality: string | null;
  region: string | null;
}

/** Where Twilio sends a number's calls: our voice webhook and the call's status callback. */
export interface Webhooks {
  voiceUrl: string;
  statusUrl: string;
}

export interface TwilioClientOptions {
  baseUrl: string;
  key: TwilioKey;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function incoming(row: Record<string, unknown>): IncomingNumber | null {
  const sid = str(row.sid);
  const phoneNumber = str(row.phone_number);
  return sid && phoneNumber
    ? { sid, phoneNumber, friendlyName: str(row.friendly_name) ?? phoneNumber }
    : null;
}

export type TwilioClient = ReturnType<typeof createTwilioClient>;

export function createTwilioClient(options: TwilioClientOptions) {
  const { key } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let base = options.baseUrl;
  while (base.endsWith('/')) base = base.slice(0, -1);
  const account = `${base}/2010-04-01/Accounts/${encodeURIComponent(key.accountSid)}`;
  const auth = `Basic ${Buffer.from(`${key.accountSid}:${key.authToken}`).toString('base64')}`;

  async function send(method: string, path: string, form?: Record<string, string>) {
    const res = await doFetch(`${account}${path}`, {
      method,
      headers: {
        authorization: auth,
        accept: 'application/json',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = (await res.text()).slice(0, 200_000);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      if (res.ok) throw new ProviderCallError('Twilio answered something other than JSON', res.status);
    }
    if (!res.ok) {
      const message =
        str(body.message) ??
        (res.status === 401 ? 'the Account SID or Auth Token is wrong' : text.slice(0, 160));
      throw new ProviderCallError(`Twilio answered ${res.status}: ${message}`, res.status);
    }
    return { status: res.status, body };
  }

  return {
    /** Local US numbers for sale, by area code or state (InRegion). */
    async searchLocal(by: { areaCode?: string; region?: string }) {
      const q = new URLSearchParams({ VoiceEnabled: 'true', PageSize: '20' });
      if (by.areaCode) q.set('AreaCode', by.areaCode);
      if (by.region) q.set('InRegion', by.region);
      const { status, body } = await send('GET', `/AvailablePhoneNumbers/US/Local.json?${q}`);
      const list = Array.isArray(body.available_phone_numbers) ? body.available_phone_numbers : [];
      const numbers: CandidateNumber[] = [];
      for (const row of list as Array<Record<string, unknown>>) {
        const phoneNumber = str(row.phone_number);
        if (phoneNumber) numbers.push({ phoneNumber, locality: str(row.locality), region: str(row.region) });
      }
      return { status, numbers };
    },

    /** Buys a number and points its calls at the app. */
    async buy(phoneNumber: string, hooks: Webhooks, friendlyName: string) {
      const { status, body } = await send('POST', '/IncomingPhoneNumbers.json', {
        PhoneNumber: phoneNumber,
        FriendlyName: friendlyName.slice(0, 64),
        ...webhookFields(hooks),
      });
      const number = incoming(body);
      if (!number) throw new ProviderCallError('Twilio bought the number but did not say its sid', status);
      return { status, number };
    },

    /** The account's numbers (first 100). */
    async list() {
      const { status, body } = await send('GET', '/IncomingPhoneNumbers.json?PageSize=100');
      const list = Array.isArray(body.incoming_phone_numbers) ? body.incoming_phone_numbers : [];
      const numbers = (list as Array<Record<string, unknown>>).map(incoming).filter((n) => n !== null);
      return { status, numbers };
    },

    /** Points an existing number's calls at the app. */
    async point(sid: string, hooks: Webhooks) {
      const { status } = await send(
        'POST',
        `/IncomingPhoneNumbers/${encodeURIComponent(sid)}.json`,
        webhookFields(hooks),
      );
      return { status };
    },

    /** Gives a number back to Twilio (its rental stops). */
    async release(sid: string) {
      const { status } = await send('DELETE', `/IncomingPhoneNumbers/${encodeURIComponent(sid)}.json`);
      return { status };
    },
  };
}

function webhookFields(hooks: Webhooks): Record<string, string> {
  return {
    VoiceUrl: hooks.voiceUrl,
    VoiceMethod: 'POST',
    StatusCallback: hooks.statusUrl,
    StatusCallbackMethod: 'POST',
  };
}

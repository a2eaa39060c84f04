import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { signTwilio } from '../src/modules/calls/twilio-signature';

// A loopback stand-in of the Twilio REST endpoints call tracking uses (AvailablePhoneNumbers search,
// IncomingPhoneNumbers create, list, update and delete), answering in Twilio's JSON format with its
// Basic auth check, and helpers to send the app Twilio's webhooks signed with the real algorithm.
// Point the app at it with TWILIO_API_BASE=standin.url.

export { signTwilio };

const hex = (n: number) => randomBytes(n).toString('hex').slice(0, n);

export interface StandinNumber {
  sid: string;
  phone_number: string;
  friendly_name: string;
  voice_url: string | null;
  status_callback: string | null;
}

export interface TwilioStandin {
  url: string;
  accountSid: string;
  authToken: string;
  /** The account's numbers (bought through the stand-in, or added with addNumber). */
  numbers: StandinNumber[];
  /** Every request: method, path and query, form body. */
  requests: Array<{ method: string; path: string; form: Record<string, string> }>;
  /** A number the account already has (to assign). */
  addNumber(phoneNumber: string): StandinNumber;
  /** Answer the next calls with this status and Twilio error (e.g. 500), until cleared with null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** Area codes the search answers for a state (InRegion), when asked by state. */
const STATE_AREA: Record<string, string> = { TX: '512', CA: '415', FL: '305', NY: '212', WA: '206' };

export async function startTwilioStandin(
  opts: { accountSid?: string; authToken?: string } = {},
): Promise<TwilioStandin> {
  const accountSid = opts.accountSid ?? `AC${hex(32)}`;
  const authToken = opts.authToken ?? hex(32);
  const numbers: StandinNumber[] = [];
  const requests: TwilioStandin['requests'] = [];
  let failure: number | null = null;
  const auth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const prefix = `/2010-04-01/Accounts/${accountSid}`;

  const json = (res: http.ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) return void res.writeHead(status).end();
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: number, message: string) =>
    json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
  const resource = (n: StandinNumber) => ({
    ...n,
    account_sid: accountSid,
    voice_method: 'POST',
    status_callback_method: 'POST',
    capabilities: { voice: true, sms: true, mms: true, fax: false },
    uri: `${prefix}/IncomingPhoneNumbers/${n.sid}.json`,
  });
  const make = (phone: string, name?: string): StandinNumber => ({
    sid: `PN${hex(32)}`,
    phone_number: phone,
    friendly_name: name ?? phone,
    voice_url: null,
    status_callback: null,
  });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, form });
      if (req.headers.authorization !== auth) return error(res, 401, 20003, 'Authenticate');
      if (failure) return error(res, failure, 20500, 'Internal Server Error');
      if (!url.pathname.startsWith(prefix))
        return error(res, 404, 20404, 'The requested resource was not found');
      const path = url.pathname.slice(prefix.length);
      if (req.method === 'GET' && path === '/AvailablePhoneNumbers/US/Local.json') {
        const area =
          url.searchParams.get('AreaCode') ?? STATE_AREA[url.searchParams.get('InRegion') ?? ''] ?? '201';
        const taken = new Set(numbers.map((n) => n.phone_number));
        const available = [...Array(5).keys()]
          .map((i) => `+1${area}55501${String(10 + i)}`)
          .filter((p) => !taken.has(p))
          .map((p) => ({
            friendly_name: `(${p.slice(2, 5)}) ${p.slice(5, 8)}-${p.slice(8)}`,
            phone_number: p,
            locality: 'Austin',
            region: url.searchParams.get('InRegion') ?? 'TX',
            iso_country: 'US',
            capabilities: { voice: true, SMS: true, MMS: true },
          }));
        return json(res, 200, { available_phone_numbers: available, uri: url.pathname });
      }
      if (path === '/IncomingPhoneNumbers.json') {
        if (req.method === 'GET') {
          return json(res, 200, { incoming_phone_numbers: numbers.map(resource), page: 0, page_size: 100 });
        }
        if (req.method === 'POST') {
          if (!form.PhoneNumber) return error(res, 400, 21421, 'PhoneNumber is required.');
          if (numbers.some((n) => n.phone_number === form.PhoneNumber)) {
            return error(res, 400, 21422, 'PhoneNumber requested is not available');
          }
          const n = make(form.PhoneNumber, form.FriendlyName);
          n.voice_url = form.VoiceUrl ?? null;
          n.status_callback = form.StatusCallback ?? null;
          numbers.push(n);
          return json(res, 201, resource(n));
        }
      }
      const m = /^\/IncomingPhoneNumbers\/(PN[0-9a-f]{32})\.json$/.exec(path);
      const n = m ? numbers.find((x) => x.sid === m[1]) : undefined;
      if (m && !n) return error(res, 404, 20404, `The requested resource ${path} was not found`);
      if (n && req.method === 'POST') {
        if (form.VoiceUrl) n.voice_url = form.VoiceUrl;
        if (form.StatusCallback) n.status_callback = form.StatusCallback;
        return json(res, 200, resource(n));
      }
      if (n && req.method === 'DELETE') {
        numbers.splice(numbers.indexOf(n), 1);
        return json(res, 204);
      }
      return error(res, 405, 20004, 'Method not allowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    numbers,
    requests,
    addNumber(phoneNumber) {
      const n = make(phoneNumber);
      numbers.push(n);
      return n;
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Twilio CallSid (CA + 32 hex). */
export const newCallSid = () => `CA${hex(32)}`;

/**
 * Sends one Twilio webhook to the app (inject), signed as Twilio signs it: `publicUrl` must be the
 * app's PUBLIC_URL (the signature covers the full URL). `signature` overrides it (wrong-signature tests).
 */
export async function sendTwilioWebhook(
  app: FastifyInstance,
  opts: {
    publicUrl: string;
    path: '/api/calls/twilio/voice' | '/api/calls/twilio/dial' | '/api/calls/twilio/status';
    params: Record<string, string>;
    authToken: string;
    signature?: string;
  },
) {
  const signature =
    opts.signature ?? signTwilio(`${opts.publicUrl}${opts.path}`, opts.params, opts.authToken);
  return app.inject({
    method: 'POST',
    url: opts.path,
    payload: new URLSearchParams(opts.params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}

/** The same, over HTTP to a listening server at `publicUrl` (browser and process tests). */
export async function postTwilioWebhook(
  publicUrl: string,
  path: '/api/calls/twilio/voice' | '/api/calls/twilio/dial' | '/api/calls/twilio/status',
  params: Record<string, string>,
  authToken: string,
) {
  return fetch(`${publicUrl}${path}`, {
    method: 'POST',
    body: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signTwilio(`${publicUrl}${path}`, params, authToken),
    },
  });
}

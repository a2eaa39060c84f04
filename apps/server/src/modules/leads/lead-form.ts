import { LEAD_FORM_LIMITS, LEAD_MAX_FORM_AGE_MS, LEAD_MIN_FILL_MS } from '@sdp/shared';

// The public lead form as posted by a hosted page (urlencoded, no JavaScript) or a script (JSON):
// field names are the generator's (sites/README.md). Reading never throws: every problem is a
// message naming the field, answered as 400.

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const UTM_MAX = 200;
const REDIRECT_MAX = 2000;
const KEY_MAX = 100;

export interface LeadForm {
  siteId: string;
  page: string;
  name: string;
  phone: string | null;
  email: string | null;
  zip: string | null;
  message: string | null;
  ts: number | null;
  redirect: string | null;
  /** Honeypot: people never see it; bots fill it. */
  website: string;
  utm: Record<string, string> | null;
  /** Optional client idempotency key (JSON callers); otherwise derived from the content. */
  key: string | null;
}

export type FormProblem = { field: string; message: string };

// Every value is read in time linear in its length (docs/security.md): lengths are checked before
// any pattern runs, a too-long value is only reported, and the patterns left cannot backtrack
// (anchored single character classes, or plain loops as for the e-mail address).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_LENGTH = 36;
const PHONE = /^[0-9+().\-\s/x]+$/i;
const ZIP = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

/** A character that is whitespace for the e-mail check (what \s matches in the ASCII range and beyond). */
function isSpace(c: number): boolean {
  return (
    (c >= 9 && c <= 13) ||
    c === 32 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * `local@domain.tld`: exactly one '@', no whitespace, something before the '@', and a domain with a
 * dot that has something on both sides. One pass over the characters, whatever the input.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  for (let i = 0; i < value.length; i++) if (isSpace(value.charCodeAt(i))) return false;
  const lastDot = value.lastIndexOf('.');
  // A dot in the domain, not right after the '@' only, and not the last character.
  return lastDot > at + 1 && lastDot < value.length - 1;
}

/** The value without ASCII control characters other than tab, line feed and carriage return. */
function stripControls(v: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c <= 0x08 || c === 0x0b || c === 0x0c || (c >= 0x0e && c <= 0x1f) || c === 0x7f) {
      out += v.slice(from, i);
      from = i + 1;
    }
  }
  return from === 0 ? v : out + v.slice(from);
}

/** One text value of a body field: first of a repeated field, numbers as text, else null. */
function text(body: Record<string, unknown>, key: string): string | null {
  let v = body[key];
  if (Array.isArray(v)) v = v[0];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = stripControls(v).trim();
  return t === '' ? null : t;
}

/** UTM fields of the body, else of the page URL's query (the page is what the visitor landed on). */
function utmOf(body: Record<string, unknown>, page: string | null): Record<string, string> | null {
  const utm: Record<string, string> = {};
  let query: URLSearchParams | null = null;
  if (page?.includes('?')) {
    try {
      query = new URL(page, 'http://x').searchParams;
    } catch {
      query = null;
    }
  }
  for (const k of UTM_KEYS) {
    const v = text(body, k) ?? query?.get(k)?.trim() ?? null;
    if (v) utm[k.slice(4)] = v.slice(0, UTM_MAX);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** The page path as stored: without its query string (UTM is kept apart). */
function pagePath(page: string | null): string {
  if (!page) return '/';
  const q = page.indexOf('?');
  return (q >= 0 ? page.slice(0, q) : page) || '/';
}

function digitCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

export function readLeadForm(raw: unknown): { form: LeadForm | null; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      form: null,
      problems: [{ field: 'body', message: 'send the form fields (urlencoded or a JSON object)' }],
    };
  }
  const body = raw as Record<string, unknown>;
  const siteId = text(body, 'siteId');
  if (!siteId || siteId.length !== UUID_LENGTH || !UUID.test(siteId))
    problems.push({ field: 'siteId', message: 'missing or not a site id' });

  const rawPage = text(body, 'page');
  const tooLong = new Set<string>();
  const limited = (field: keyof typeof LEAD_FORM_LIMITS, value: string | null) => {
    if (value && value.length > LEAD_FORM_LIMITS[field]) {
      problems.push({ field, message: `at most ${LEAD_FORM_LIMITS[field]} characters` });
      tooLong.add(field);
    }
    return value;
  };
  // Patterns run only on values within their limits (checked above).
  const fits = (field: string, value: string | null): value is string => !!value && !tooLong.has(field);
  const page = pagePath(rawPage);
  limited('page', page);
  const name = limited('name', text(body, 'name'));
  const phone = limited('phone', text(body, 'phone'));
  const email = limited('email', text(body, 'email'));
  const zip = limited('zip', text(body, 'zip'));
  const message = limited('message', text(body, 'message'));
  if (!name) problems.push({ field: 'name', message: 'please give your name' });
  if (!phone && !email)
    problems.push({ field: 'phone', message: 'please give a phone number or an e-mail address' });
  if (fits('email', email) && !isEmailAddress(email))
    problems.push({ field: 'email', message: 'is not an e-mail address' });
  if (fits('phone', phone) && (digitCount(phone) < 7 || !PHONE.test(phone))) {
    problems.push({ field: 'phone', message: 'is not a phone number' });
  }
  if (fits('zip', zip) && !ZIP.test(zip)) problems.push({ field: 'zip', message: 'is not a ZIP code' });

  const tsText = text(body, 'ts');
  let ts: number | null = null;
  if (tsText !== null) {
    ts = Number(tsText);
    if (!Number.isSafeInteger(ts) || ts <= 0) {
      problems.push({ field: 'ts', message: 'must be the time the form was made, in ms' });
      ts = null;
    }
  }
  const redirect = text(body, 'redirect');
  const key = text(body, 'key') ?? text(body, 'submissionKey');
  return {
    problems,
    form: {
      siteId: siteId ?? '',
      page,
      name: name ?? '',
      phone,
      email: email?.toLowerCase() ?? null,
      zip,
      message,
      ts,
      redirect: redirect && redirect.length <= REDIRECT_MAX ? redirect : null,
      website: text(body, 'website') ?? '',
      utm: utmOf(body, rawPage),
      key: key ? key.slice(0, KEY_MAX) : null,
    },
  };
}

export type TimeVerdict =
  | { ok: true }
  | { ok: false; code: 'too_fast' | 'too_old' | 'bad_time'; message: string };

/**
 * The time trap. `ts` is when the page (its form) was built or rendered. Refused: sent sooner
 * than LEAD_MIN_FILL_MS after it (bots post at once), or older than LEAD_MAX_FORM_AGE_MS unless
 * it is the build the site serves now (a site left alone for months keeps taking leads).
 */
export function checkFormTime(ts: number | null, now: number, liveBuiltAt: Date | null): TimeVerdict {
  if (ts === null) {
    return {
      ok: false,
      code: 'bad_time',
      message: 'The form is incomplete. Please reload the page and try again.',
    };
  }
  const elapsed = now - ts;
  if (elapsed < LEAD_MIN_FILL_MS) {
    return {
      ok: false,
      code: 'too_fast',
      message: 'The form was sent too quickly after the page loaded. Please wait a moment and send it again.',
    };
  }
  const fromLiveBuild = liveBuiltAt !== null && ts >= liveBuiltAt.getTime() - 60_000;
  if (elapsed > LEAD_MAX_FORM_AGE_MS && !fromLiveBuild) {
    return {
      ok: false,
      code: 'too_old',
      message: 'This form has expired. Please reload the page and send your request again.',
    };
  }
  return { ok: true };
}

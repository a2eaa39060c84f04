import { LEAD_MIN_FILL_MS } from '@sdp/shared';

// Synthetic visitors of the demo sites, sent over real HTTP to the running server, so they take the
// same code paths as real traffic: GET the hosted pages, the beacon of /b.js (text/plain JSON to
// /api/public/events) and the no-JS lead form (urlencoded POST to /api/public/leads, fields as
// parsed from the served HTML, 303 to the thank-you page). Each visitor has its own user agent, so
// the daily-salted visitor hash counts them apart; referrers vary (google, bing, facebook, direct).

export interface TrafficSite {
  id: string;
  slug: string;
  zip: string | null;
  vertical: string;
}

/** The demo's A/B test as its visitors need it: the page, B's headline, call rates per headline. */
export interface DemoAbTest {
  path: string;
  bH1: string;
  rates: { a: number; b: number };
}

export interface Visit {
  ok: boolean;
  pageviews: number;
  lead: boolean;
  error?: string;
}

const SOURCES = [
  { weight: 5, referrer: 'https://www.google.com/' },
  { weight: 2, referrer: 'https://www.bing.com/' },
  { weight: 1, referrer: 'https://www.facebook.com/' },
  { weight: 2, referrer: '' },
];

const AGENTS = [
  (n: number) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.86 Safari/537.36`,
  (n: number) =>
    `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${n % 7} Safari/605.1.15`,
  (n: number) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${n % 6} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E${n} Safari/604.1`,
  (n: number) =>
    `Mozilla/5.0 (Linux; Android 14; Pixel ${7 + (n % 2)}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${n}.64 Mobile Safari/537.36`,
  (n: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:13${n % 3}.0) Gecko/20100101 Firefox/13${n % 3}.0.${n}`,
];

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'David',
  'Sofia',
  'Michael',
  'Aisha',
  'Daniel',
  'Emily',
  'Carlos',
  'Grace',
];
const LAST = [
  'Johnson',
  'Garcia',
  'Smith',
  'Nguyen',
  'Brown',
  'Patel',
  'Miller',
  'Lopez',
  'Davis',
  'Kim',
  'Wilson',
  'Moore',
];
const ASKS = [
  'Could you give me a quote this week?',
  'What is the earliest you could come out?',
  'Do you offer free estimates?',
  'I would like someone to take a look soon.',
];

const pick = <T>(list: readonly T[], r = Math.random()) => list[Math.floor(r * list.length) % list.length]!;

function pickSource(): string {
  const total = SOURCES.reduce((s, x) => s + x.weight, 0);
  let r = Math.random() * total;
  for (const s of SOURCES) {
    r -= s.weight;
    if (r < 0) return s.referrer;
  }
  return '';
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, d) => String.fromCharCode(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? unescapeHtml(m[1]!) : null;
};

/** What a served page gives a visitor: its beacon settings, internal links, the lead form. */
export function readPage(html: string, slug: string) {
  const script = /<script[^>]*\sdata-s="[^"]*"[^>]*>/.exec(html)?.[0] ?? null;
  const beacon = script
    ? { siteId: attr(script, 'data-s'), endpoint: attr(script, 'data-e'), path: attr(script, 'data-p') }
    : null;
  const links = new Set<string>();
  const prefix = `/s/${slug}/`;
  for (const m of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
    const href = unescapeHtml(m[1]!);
    if (href.startsWith(prefix) && href.endsWith('/') && !href.includes('thank-you')) links.add(href);
  }
  const formTag = /<form\s[^>]*data-lead[^>]*>/.exec(html)?.[0] ?? null;
  let form: { action: string; fields: Record<string, string> } | null = null;
  if (formTag) {
    const body = html.slice(html.indexOf(formTag), html.indexOf('</form>', html.indexOf(formTag)));
    const fields: Record<string, string> = {};
    for (const m of body.matchAll(/<input\s[^>]*>/g)) {
      const name = attr(m[0], 'name');
      if (name) fields[name] = attr(m[0], 'value') ?? '';
    }
    for (const m of body.matchAll(/<textarea\s[^>]*name="([^"]*)"/g)) fields[m[1]!] = '';
    form = { action: attr(formTag, 'action') ?? '', fields };
  }
  const tel = /href="tel:/.test(html);
  // The A/B variant the host served (data-x on <html>), which b.js sends as `x`.
  const x = /<html data-x="([AB])"/.exec(html)?.[1] ?? null;
  const h1 = unescapeHtml(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
  return { beacon, links: [...links], form, tel, x, h1 };
}

/** The path of an absolute or relative URL (the page points at PUBLIC_URL; we talk over loopback). */
const pathOf = (url: string) => {
  try {
    const u = new URL(url, 'http://x');
    return u.pathname + u.search;
  } catch {
    return url;
  }
};

export interface TrafficDriverOptions {
  /** Where the server answers now, e.g. http://127.0.0.1:41234 (read per visit). */
  baseUrl: () => string;
  /** Where the pages say they are (PUBLIC_URL): a browser's Referer names this, not the loopback. */
  publicUrl: string;
  timeoutMs?: number;
}

export function createTrafficDriver(opts: TrafficDriverOptions) {
  let visitorNo = Math.floor(Math.random() * 5000);
  const timeout = opts.timeoutMs ?? 10_000;
  const publicBase = opts.publicUrl.replace(/\/+$/, '');

  async function request(path: string, init: RequestInit & { ua: string; referer?: string }) {
    const headers: Record<string, string> = {
      'user-agent': init.ua,
      ...(init.referer ? { referer: init.referer } : {}),
      ...((init.headers as Record<string, string>) ?? {}),
    };
    return fetch(`${opts.baseUrl()}${path}`, {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeout),
    });
  }

  async function beacon(
    page: ReturnType<typeof readPage>,
    event: 'pageview' | 'form_view' | 'call_click',
    referrer: string,
    ua: string,
  ) {
    if (!page.beacon?.siteId || !page.beacon.endpoint) return false;
    const res = await request(pathOf(page.beacon.endpoint), {
      method: 'POST',
      ua,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        siteId: page.beacon.siteId,
        path: page.beacon.path ?? '/',
        referrer,
        event,
        ...(page.x ? { x: page.x } : {}),
      }),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status === 204;
  }

  async function open(path: string, slug: string, ua: string, referer?: string) {
    const res = await request(path, { method: 'GET', ua, referer });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    return readPage(html, slug);
  }

  function person(site: TrafficSite, n: number) {
    const first = pick(FIRST);
    const last = pick(LAST);
    return {
      name: `${first} ${last}`,
      phone: `(555) 01${String(n % 100).padStart(2, '0')}-${String(1000 + (n % 9000)).slice(-4)}`,
      email: `${first}.${last}.${n}@example.com`.toLowerCase(),
      zip: site.zip ?? '',
      message: `Hi, I found you online and need help with ${site.vertical.toLowerCase()}. ${pick(ASKS)}`,
    };
  }

  return {
    /**
     * One visitor of the demo's A/B test (docs/product/rules.md#demo-portfolio): lands on the tested
     * page from a search, reads the headline it is served, and calls more often when it is the
     * better one (`rates`: call probability by headline seen, B's text or any other).
     */
    async abVisit(site: TrafficSite, test: DemoAbTest): Promise<Visit> {
      const n = visitorNo++;
      const ua = pick(AGENTS, (n % AGENTS.length) / AGENTS.length)(n);
      const referrer = 'https://www.google.com/';
      try {
        const page = await open(`/s/${site.slug}${test.path}`, site.slug, ua, referrer);
        const seenB = page.h1 === test.bH1;
        const pageviews = (await beacon(page, 'pageview', referrer, ua)) ? 1 : 0;
        if (page.tel && Math.random() < (seenB ? test.rates.b : test.rates.a))
          await beacon(page, 'call_click', referrer, ua);
        return { ok: true, pageviews, lead: false };
      } catch (err) {
        return { ok: false, pageviews: 0, lead: false, error: (err as Error).message };
      }
    },

    /** One visitor: lands on a page from a source, maybe reads another, maybe sends the form. */
    async visit(site: TrafficSite, wantLead: boolean): Promise<Visit> {
      const n = visitorNo++;
      const ua = pick(AGENTS, (n % AGENTS.length) / AGENTS.length)(n);
      const referrer = pickSource();
      let pageviews = 0;
      try {
        const home = `/s/${site.slug}/`;
        let page = await open(home, site.slug, ua, referrer || undefined);
        // Half land on a service page rather than the home page.
        if (Math.random() < 0.5 && page.links.length > 0) {
          page = await open(pick(page.links), site.slug, ua, referrer || undefined);
        }
        if (await beacon(page, 'pageview', referrer, ua)) pageviews++;
        let lastPath = page.beacon?.path ?? '/';
        if (Math.random() < 0.45 && page.links.length > 0) {
          const next = pick(page.links);
          const from = `${publicBase}/s/${site.slug}${lastPath}`;
          page = await open(next, site.slug, ua, from);
          if (await beacon(page, 'pageview', from, ua)) pageviews++;
          lastPath = page.beacon?.path ?? lastPath;
        }
        if (page.form && (wantLead || Math.random() < 0.4)) await beacon(page, 'form_view', referrer, ua);
        if (page.tel && Math.random() < 0.08) await beacon(page, 'call_click', referrer, ua);
        if (!wantLead || !page.form) return { ok: true, pageviews, lead: false };

        const ts = Number(page.form.fields.ts);
        const wait = Number.isFinite(ts) ? ts + LEAD_MIN_FILL_MS + 500 - Date.now() : 0;
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const fields = { ...page.form.fields, ...person(site, n), website: '' };
        const res = await request(pathOf(page.form.action), {
          method: 'POST',
          ua,
          referer: `${publicBase}/s/${site.slug}${lastPath}`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'text/html,application/xhtml+xml',
          },
          body: new URLSearchParams(fields).toString(),
        });
        await res.arrayBuffer().catch(() => undefined);
        const location = res.headers.get('location');
        if (res.status !== 303 || !location) {
          return { ok: false, pageviews, lead: false, error: `lead form answered ${res.status}` };
        }
        // The browser follows the 303 to the thank-you page, whose beacon reports it.
        const thanks = await open(
          pathOf(location),
          site.slug,
          ua,
          `${opts.baseUrl()}/s/${site.slug}${lastPath}`,
        );
        if (await beacon(thanks, 'pageview', '', ua)) pageviews++;
        return { ok: true, pageviews, lead: true };
      } catch (err) {
        return { ok: false, pageviews, lead: false, error: (err as Error).message };
      }
    },
  };
}

export type TrafficDriver = ReturnType<typeof createTrafficDriver>;

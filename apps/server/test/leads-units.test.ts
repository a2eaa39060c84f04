import { createHmac } from 'node:crypto';
import { LEAD_MAX_FORM_AGE_MS } from '@sdp/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { beaconSchema, DailySalt } from '../src/modules/leads/beacon';
import { signWebhook } from '../src/modules/leads/delivery';
import { ownRedirect, pageUrl, siteOrigins, thankYouUrl } from '../src/modules/leads/hosted';
import { checkFormTime, readLeadForm } from '../src/modules/leads/lead-form';
import { parseDelays } from '../src/modules/leads/leads.module';
import { WindowLimiter } from '../src/modules/leads/window-limiter';

// The pure parts of the leads module: form reading, time trap, redirects, limiter, salt, signing (rent: revenue-ledger.test.ts).

const PUBLIC = 'https://app.example.com';
const site = { slug: 'roofing-austin', customDomain: null };
const domainSite = { slug: 'roofing-austin', customDomain: 'austin-roofs.example' };

describe('hosted URLs and redirects', () => {
  it('accepts only pages of the site itself', () => {
    expect(ownRedirect(PUBLIC, site, `${PUBLIC}/s/roofing-austin/thank-you/`)).toBe(
      `${PUBLIC}/s/roofing-austin/thank-you/`,
    );
    expect(ownRedirect(PUBLIC, site, `${PUBLIC}/s/other/thank-you/`)).toBeNull();
    expect(ownRedirect(PUBLIC, site, `${PUBLIC}/api/auth/logout`)).toBeNull();
    expect(ownRedirect(PUBLIC, site, 'https://evil.example/')).toBeNull();
    expect(ownRedirect(PUBLIC, site, `https://user:pw@app.example.com/s/roofing-austin/`)).toBeNull();
    expect(ownRedirect(PUBLIC, site, '/s/roofing-austin/thank-you/')).toBeNull();
    expect(ownRedirect(PUBLIC, domainSite, 'https://austin-roofs.example/thank-you/')).toBe(
      'https://austin-roofs.example/thank-you/',
    );
    expect(ownRedirect(PUBLIC, domainSite, 'https://austin-roofs.example.evil.example/')).toBeNull();
  });

  it('thank-you page, origins and back links', () => {
    expect(thankYouUrl(PUBLIC, site)).toBe(`${PUBLIC}/s/roofing-austin/thank-you/`);
    expect(thankYouUrl(PUBLIC, domainSite)).toBe('https://austin-roofs.example/thank-you/');
    expect(siteOrigins(PUBLIC, domainSite)).toEqual([
      PUBLIC,
      'https://austin-roofs.example',
      'http://austin-roofs.example',
    ]);
    expect(pageUrl(PUBLIC, site, '/roof-repair/')).toBe(`${PUBLIC}/s/roofing-austin/roof-repair/`);
    expect(pageUrl(PUBLIC, site, '//evil.example/')).toBe(`${PUBLIC}/s/roofing-austin/`);
    expect(pageUrl(PUBLIC, site, 'https://evil.example/')).toBe(`${PUBLIC}/s/roofing-austin/`);
  });
});

describe('form reading and the time trap', () => {
  const id = '0b6f5d3e-1c2a-4b7d-9e8f-1234567890ab';

  it('reads repeated fields, trims, strips control characters and takes UTM from the page query', () => {
    const { form, problems } = readLeadForm({
      siteId: id,
      name: ['  Ann\u0000 ', 'second'],
      email: 'ANN@EXAMPLE.COM',
      page: '/a/?utm_source=google&utm_medium=cpc',
      utm_campaign: 'x',
      ts: '1700000000000',
    });
    expect(problems).toEqual([]);
    expect(form).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
      page: '/a/',
      utm: { source: 'google', medium: 'cpc', campaign: 'x' },
      ts: 1_700_000_000_000,
    });
  });

  it('names each problem', () => {
    const fields = (body: Record<string, unknown>) => readLeadForm(body).problems.map((p) => p.field);
    expect(fields({})).toEqual(['siteId', 'name', 'phone']);
    expect(fields({ siteId: id, name: 'A', phone: '12' })).toEqual(['phone']);
    expect(fields({ siteId: id, name: 'A', email: 'a@b.co', ts: 'soon' })).toEqual(['ts']);
    expect(readLeadForm(null).problems[0]!.field).toBe('body');
    expect(readLeadForm([1]).problems[0]!.field).toBe('body');
  });

  it('refuses too fast, missing and stale stamps; the live build never expires', () => {
    const now = Date.now();
    expect(checkFormTime(now - 1000, now, null)).toMatchObject({ ok: false, code: 'too_fast' });
    expect(checkFormTime(now + 60_000, now, null)).toMatchObject({ ok: false, code: 'too_fast' });
    expect(checkFormTime(null, now, null)).toMatchObject({ ok: false, code: 'bad_time' });
    expect(checkFormTime(now - 5000, now, null)).toEqual({ ok: true });
    const old = now - LEAD_MAX_FORM_AGE_MS - 1000;
    expect(checkFormTime(old, now, null)).toMatchObject({ ok: false, code: 'too_old' });
    expect(checkFormTime(old, now, new Date(old))).toEqual({ ok: true });
    expect(checkFormTime(old, now, new Date(old + 3_600_000))).toMatchObject({ ok: false, code: 'too_old' });
  });
});

describe('limiter, salt, signature, rent', () => {
  it('counts per key in two windows', () => {
    const l = new WindowLimiter([
      { max: 2, windowMs: 1000 },
      { max: 3, windowMs: 10_000 },
    ]);
    const t0 = 1_000_000;
    expect([l.hitAt('a', t0), l.hitAt('a', t0), l.hitAt('a', t0)?.max]).toEqual([null, null, 2]);
    expect(l.hitAt('b', t0)).toBeNull();
    expect(l.hitAt('a', t0 + 1000)).toBeNull(); // new minute window, 3rd in the long one
    expect(l.hitAt('a', t0 + 2000)?.max).toBe(3);
    expect(l.hitAt('a', t0 + 10_000)).toBeNull();
  });

  it('visitor hashes change with the UTC day and with IP, agent or site', async () => {
    const salt = new DailySalt();
    const day = new Date('2026-11-20T10:00:00Z');
    const h = await salt.visitorHash('1.2.3.4', 'UA', 's1', day);
    expect(await salt.visitorHash('1.2.3.4', 'UA', 's1', new Date('2026-11-20T23:59:00Z'))).toBe(h);
    expect(await salt.visitorHash('1.2.3.5', 'UA', 's1', day)).not.toBe(h);
    expect(await salt.visitorHash('1.2.3.4', 'UA', 's2', day)).not.toBe(h);
    expect(await salt.visitorHash('1.2.3.4', 'UA', 's1', new Date('2026-11-21T00:00:01Z'))).not.toBe(h);
  });

  it("with a database, every process (and a restarted one) uses the day's salt; old salts are deleted", async () => {
    const database = await openDatabase({ DATABASE_URL: '', DATA_DIR: '', inMemory: true });
    try {
      const day = new Date('2026-11-20T10:00:00Z');
      const one = new DailySalt(database.db);
      const two = new DailySalt(database.db);
      const [a, b] = await Promise.all([
        one.visitorHash('1.2.3.4', 'UA', 's1', day),
        two.visitorHash('1.2.3.4', 'UA', 's1', new Date('2026-11-20T18:00:00Z')),
      ]);
      expect(b).toBe(a);
      expect(await new DailySalt().visitorHash('1.2.3.4', 'UA', 's1', day)).not.toBe(a); // no database: its own
      const next = await one.visitorHash('1.2.3.4', 'UA', 's1', new Date('2026-11-21T09:00:00Z'));
      expect(next).not.toBe(a);
      await two.visitorHash('1.2.3.4', 'UA', 's1', new Date('2026-11-22T09:00:00Z'));
      const keys = (await database.db.execute(
        sql`select key from app_settings where key like 'visitor_salt:%' order by key`,
      )) as unknown as { rows: { key: string }[] };
      // The 20th is gone; yesterday's (the 21st) stays for a process whose clock is a little behind.
      expect(keys.rows.map((r) => r.key)).toEqual(['visitor_salt:2026-11-21', 'visitor_salt:2026-11-22']);
    } finally {
      await database.close();
    }
  });

  it('beacon schema', () => {
    const ok = beaconSchema.parse({
      siteId: '0b6f5d3e-1c2a-4b7d-9e8f-1234567890ab',
      path: '/x/?a=1',
      event: 'pageview',
    });
    expect(ok).toMatchObject({ path: '/x/', referrer: null });
    expect(
      beaconSchema.safeParse({ siteId: 'x', path: '/', event: 'pageview' }).error?.issues[0]?.message,
    ).toMatch(/^siteId/);
  });

  it('signs the timestamp with the raw body: HMAC-SHA256 over "{timestamp}.{body}"', () => {
    expect(signWebhook('k', 1_700_000_000, '{"a":1}')).toBe(
      `sha256=${createHmac('sha256', 'k').update('1700000000.{"a":1}').digest('hex')}`,
    );
    // Another timestamp with the same body is another signature (a replay cannot re-date a call).
    expect(signWebhook('k', 1_700_000_001, '{"a":1}')).not.toBe(signWebhook('k', 1_700_000_000, '{"a":1}'));
  });

  it('parses LEAD_RETRY_DELAYS', () => {
    expect(parseDelays('30,120, 0.5')).toEqual([30_000, 120_000, 500]);
    expect(parseDelays('')).toBeUndefined();
    expect(parseDelays('x')).toBeUndefined();
  });
});

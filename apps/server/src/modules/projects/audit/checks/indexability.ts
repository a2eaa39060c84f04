import type { AuditContext } from '../context';
import { firstN } from '../context';
import type { AuditFinding } from '../types';

// Status codes, redirects, canonical, noindex, hreflang, robots (docs/audit.md#indexability).

export function statusChecks(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.sitePages) {
    const linkedFrom = firstN(ctx.linkers.get(p.requestedUrl) ?? ctx.linkers.get(p.url) ?? []);
    if (p.statusCode >= 400 && p.statusCode < 500)
      out.push({ checkId: 'http-4xx', url: p.url, detail: { status: p.statusCode, linkedFrom } });
    else if (p.statusCode >= 500)
      out.push({ checkId: 'http-5xx', url: p.url, detail: { status: p.statusCode, linkedFrom } });
    else if (p.statusCode === 0 && p.error !== 'blocked by robots.txt' && p.error !== 'cancelled')
      out.push({
        checkId: 'fetch-failed',
        url: p.url,
        detail: { error: p.error ?? 'no answer', linkedFrom },
      });
  }
  return out;
}

export function redirectChain(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const [url, r] of Object.entries(ctx.input.facts.redirected ?? {})) {
    if (r.hops.length > 1 && r.status !== 0)
      out.push({
        checkId: 'redirect-chain',
        url,
        detail: { hops: r.hops, finalUrl: r.finalUrl, status: r.status, length: r.hops.length },
      });
  }
  return out;
}

export function canonical(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.htmlPages) {
    if (p.noindex) continue;
    if (p.canonical === null) out.push({ checkId: 'canonical-missing', url: p.url, detail: {} });
    else if (p.canonical !== p.url)
      out.push({ checkId: 'canonical-other', url: p.url, detail: { canonical: p.canonical } });
  }
  return out;
}

export function noindex(ctx: AuditContext): AuditFinding[] {
  return ctx.htmlPages
    .filter((p) => p.noindex)
    .map((p) => ({ checkId: 'noindex' as const, url: p.url, detail: {} }));
}

export function blockedByRobots(ctx: AuditContext): AuditFinding[] {
  const sitemap = new Set(ctx.input.facts.sitemapUrls ?? []);
  return ctx.input.facts.blockedByRobots.map((url) => ({
    checkId: 'blocked-by-robots' as const,
    url,
    detail: { linkedFrom: firstN(ctx.linkers.get(url) ?? []), inSitemap: sitemap.has(url) },
  }));
}

// BCP 47 as hreflang uses it: language (2-3 letters), optional script (4) and region (2 or 3 digits),
// or x-default.
const LANG = /^(x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?)$/i;

export function hreflang(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.htmlPages) {
    if (!p.hreflang.length) continue;
    const problems: { lang: string; url: string; problem: string }[] = [];
    for (const alt of p.hreflang) {
      if (!LANG.test(alt.lang)) {
        problems.push({ ...alt, problem: 'invalid language code' });
        continue;
      }
      if (alt.url === p.url) continue;
      const o = ctx.outcome(alt.url);
      if (o && o.status !== 200) {
        problems.push({ ...alt, problem: `target answers ${o.status || 'nothing'}` });
        continue;
      }
      const target = ctx.byUrl.get(ctx.finalOf(alt.url));
      if (target && target.statusCode === 200 && !target.hreflang.some((b) => ctx.finalOf(b.url) === p.url))
        problems.push({ ...alt, problem: 'no return link' });
    }
    if (problems.length) out.push({ checkId: 'hreflang-invalid', url: p.url, detail: { problems } });
  }
  return out;
}

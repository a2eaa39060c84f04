import type { AuditContext } from '../context';
import { firstN } from '../context';
import type { AuditFinding } from '../types';

// Broken and redirecting links, orphans, click depth (docs/audit.md#links). A link finding's url is
// the linked URL; detail.linkedFrom lists the pages that carry the link.

export const DEEP_PAGE_CLICKS = 3;

const broken = (status: number) => status === 0 || status >= 400;

export function internalLinks(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  const redirected = ctx.input.facts.redirected ?? {};
  for (const [url, from] of ctx.linkers) {
    if (new URL(url).origin !== ctx.origin) continue;
    const o = ctx.outcome(url);
    if (!o) continue; // not crawled (beyond limits, or blocked by robots.txt: its own check)
    if (broken(o.status) && o.error !== 'blocked by robots.txt' && o.error !== 'cancelled')
      out.push({
        checkId: 'broken-internal-link',
        url,
        detail: { status: o.status, error: o.error, linkedFrom: firstN(from), count: from.length },
      });
    const r = redirected[url];
    if (r && r.status !== 0)
      out.push({
        checkId: 'redirect-internal-link',
        url,
        detail: {
          finalUrl: r.finalUrl,
          status: r.hops[0]?.status,
          hops: r.hops.length,
          linkedFrom: firstN(from),
        },
      });
  }
  return out;
}

export function externalLinks(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const [url, status] of Object.entries(ctx.input.facts.external)) {
    if (!broken(status)) continue;
    const from = ctx.linkers.get(url) ?? [];
    out.push({
      checkId: 'broken-external-link',
      url,
      detail: { status, linkedFrom: firstN(from), count: from.length },
    });
  }
  return out;
}

export function orphans(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  const root = ctx.finalOf(ctx.input.startUrl);
  const done = new Set<string>();
  for (const listed of ctx.input.facts.sitemapUrls ?? []) {
    const url = ctx.finalOf(listed);
    if (url === root || done.has(url)) continue;
    done.add(url);
    const p = ctx.byUrl.get(url);
    if (p?.statusCode !== 200) continue;
    if ((ctx.inlinks.get(url) ?? 0) === 0)
      out.push({ checkId: 'orphan-page', url, detail: { inSitemap: true } });
  }
  return out;
}

export function deepPages(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.htmlPages) {
    const d = ctx.clickDepth.get(p.url);
    if (d !== undefined && d > DEEP_PAGE_CLICKS)
      out.push({ checkId: 'deep-page', url: p.url, detail: { clicks: d, max: DEEP_PAGE_CLICKS } });
  }
  return out;
}

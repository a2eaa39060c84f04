import { normalizeUrl } from '../crawler/url';
import { AUDIT_CHECKS } from './catalog';
import { content, indexability, links, nearDuplicates, performanceChecks, structuredData } from './checks';
import { buildContext, type Check } from './context';
import { score } from './scores';
import type { AuditFinding, AuditInput, AuditResult } from './types';

// runAudit (docs/audit.md): a pure function of a crawl's pages and facts. Findings come in the order
// of AUDIT_CHECK_IDS' categories, then crawl order within a check.

const CHECKS: Check[] = [
  indexability.statusChecks,
  indexability.redirectChain,
  indexability.canonical,
  indexability.noindex,
  indexability.hreflang,
  indexability.blockedByRobots,
  content.titles,
  content.descriptions,
  content.headings,
  content.exactDuplicates,
  nearDuplicates,
  content.thinContent,
  content.imageAlt,
  links.internalLinks,
  links.externalLinks,
  links.orphans,
  links.deepPages,
  performanceChecks,
  structuredData,
];

export function runAudit(input: AuditInput): AuditResult {
  const startUrl = normalizeUrl(input.startUrl) ?? input.startUrl;
  const ctx = buildContext({ ...input, startUrl });
  const findings: AuditFinding[] = CHECKS.flatMap((c) => c(ctx));
  const summary: AuditResult['summary'] = {};
  for (const f of findings) {
    const info = AUDIT_CHECKS[f.checkId];
    const s = summary[f.checkId] ?? { severity: info.severity, category: info.category, count: 0 };
    s.count++;
    summary[f.checkId] = s;
  }
  const pageCount = ctx.sitePages.length;
  const scores = score(findings, pageCount);
  const depths = ctx.htmlPages
    .map((p) => ctx.clickDepth.get(p.url))
    .filter((d): d is number => d !== undefined);
  const pageInlinks: Record<string, number> = {};
  const pageIndexable: Record<string, boolean> = {};
  const pageClickDepth: Record<string, number | null> = {};
  for (const p of ctx.sitePages) {
    pageInlinks[p.url] = ctx.inlinks.get(p.url) ?? 0;
    pageIndexable[p.url] = ctx.isIndexable(p);
    pageClickDepth[p.url] = ctx.clickDepth.get(p.url) ?? null;
  }
  return {
    findings,
    ...scores,
    summary,
    graph: {
      pages: ctx.htmlPages.length,
      orphans: summary['orphan-page']?.count ?? 0,
      maxDepth: depths.length ? Math.max(...depths) : 0,
      meanDepth: depths.length
        ? Math.round((depths.reduce((a, b) => a + b, 0) / depths.length) * 100) / 100
        : 0,
    },
    pageInlinks,
    pageIndexable,
    pageClickDepth,
  };
}

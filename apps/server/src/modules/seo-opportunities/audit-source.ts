import type { ExpectedEffect } from '@sdp/shared';
import { AUDIT_RULES } from './audit-rules';
import { DEPLOY_STEP, type Draft, editSteps, manualSteps, monthly } from './drafts';
import { editsFor, type HostedSiteFacts, sitePath } from './hosted-edits';
import { findingWeight, scoreOf } from './score';
import type { FindingRow, PageFacts } from './sources.repository';

// Audit findings -> opportunities, one per check of a project (docs/seo-opportunities.md#sources).

/** Days of page visitors an audit opportunity's effect is computed from. */
export const VISITOR_DAYS = 28;

export interface AuditContext {
  crawlId: string;
  /** Hosted site facts (automated steps); null for a site we do not host. */
  site: HostedSiteFacts | null;
  /** The crawl's pages of the affected URLs. */
  pages: Map<string, PageFacts>;
  /** Hosted sites: visitors per path over VISITOR_DAYS days (site analytics); null without. */
  visitorsByPath: Map<string, number> | null;
}

const pct = (f: number) => `${Math.round(f * 100)}%`;

function effectOf(
  checkId: string,
  urls: string[],
  ctx: AuditContext,
  uplift: [number, number],
  severity: string,
): ExpectedEffect {
  if (ctx.site && ctx.visitorsByPath) {
    const paths = new Set(urls.map((u) => sitePath(ctx.site!.baseUrl, u)).filter((p) => p !== null));
    let sum = 0;
    for (const p of paths) sum += ctx.visitorsByPath.get(p!) ?? 0;
    const base = Math.round(monthly(sum, VISITOR_DAYS));
    if (base > 0) {
      return {
        metric: 'visitors',
        low: Math.round(base * uplift[0]),
        high: Math.round(base * uplift[1]),
        unit: 'visitors/month',
        basis: `${base} visitors/month on the ${urls.length} affected pages (site analytics, last ${VISITOR_DAYS} days) x ${pct(uplift[0])}-${pct(uplift[1])}, a typical uplift for fixing ${checkId} (estimate; docs/seo-opportunities.md#effects)`,
        estimate: true,
      };
    }
  }
  return {
    metric: 'visitors',
    low: 0,
    high: 0,
    unit: 'visitors/month',
    basis: `No visitor figures for the affected pages yet; the score rests on the finding's severity (${severity}) and its ${urls.length} affected pages`,
    estimate: true,
  };
}

export function auditDrafts(findings: FindingRow[], ctx: AuditContext): Draft[] {
  const byCheck = new Map<string, FindingRow[]>();
  for (const f of findings) {
    const list = byCheck.get(f.checkId) ?? [];
    list.push(f);
    byCheck.set(f.checkId, list);
  }
  const drafts: Draft[] = [];
  for (const [checkId, list] of byCheck) {
    const rule = AUDIT_RULES[checkId];
    if (!rule) continue;
    const urls = [...new Set(list.map((f) => f.url))];
    const severity = list[0]!.severity;
    const manual = manualSteps(
      rule.manual,
      urls,
      'Start a new crawl of the project: once the audit no longer finds this check, the opportunity is marked resolved.',
    );
    const edits = ctx.site && rule.edit ? editsFor(rule.edit, urls, ctx.pages, ctx.site) : [];
    const automated = edits.length > 0;
    const difficulty = automated ? (rule.automatedDifficulty ?? rule.difficulty) : rule.difficulty;
    const effect = effectOf(checkId, urls, ctx, rule.uplift, severity);
    const score = scoreOf({ effect, difficulty, weight: findingWeight(severity, urls.length) });
    drafts.push({
      sourceKey: `audit:${checkId}`,
      source: 'audit',
      title: rule.title(urls.length),
      description: `${rule.manual[0]} Found by the audit (check ${checkId}, ${severity}) on ${urls.length} ${urls.length === 1 ? 'page' : 'pages'}.`,
      category: rule.category,
      difficulty,
      score,
      quickWin: automated ? score >= 40 : difficulty === 'easy' && severity !== 'notice',
      automated,
      expectedEffect: effect,
      affectedUrls: urls.slice(0, 200),
      evidence: {
        crawlId: ctx.crawlId,
        checkId,
        severity,
        pages: urls.length,
        examples: list.slice(0, 5).map((f) => ({ url: f.url, detail: f.detail })),
      },
      steps: automated ? [...editSteps(edits), DEPLOY_STEP] : manual,
      manualFallback: manual,
      manualDifficulty: rule.difficulty,
    });
  }
  return drafts;
}

import { AUDIT_CATEGORIES, type AuditCategory, type AuditSeverity } from '@sdp/shared';
import { AUDIT_CHECKS } from './catalog';
import { listOf } from './context';
import type { AuditCheckId, AuditFinding } from './types';

// Scores (docs/audit.md#scores). For each check, the share of the site's pages it affects (a link
// check affects the pages carrying the link, other checks the URL of the finding), capped at 1.
// A category loses 100 x weight(severity) x share for each of its checks, floored at 0:
// critical 1.0, warning 0.5, notice 0.1. The overall score is the mean of the categories weighted
// by CATEGORY_WEIGHTS. Scores are rounded to whole numbers.

export const SEVERITY_WEIGHTS: Record<AuditSeverity, number> = { critical: 1, warning: 0.5, notice: 0.1 };
export const CATEGORY_WEIGHTS: Record<AuditCategory, number> = {
  indexability: 0.3,
  content: 0.25,
  links: 0.2,
  performance: 0.15,
  'structured-data': 0.1,
};

/** Checks whose finding is a linked URL: the affected pages are the pages that link to it. */
const LINK_CHECKS = new Set<AuditCheckId>([
  'broken-internal-link',
  'broken-external-link',
  'redirect-internal-link',
  'blocked-by-robots',
]);

export function affectedPages(checkId: AuditCheckId, findings: AuditFinding[]): Set<string> {
  const pages = new Set<string>();
  for (const f of findings) {
    if (LINK_CHECKS.has(checkId)) {
      for (const u of (f.detail.linkedFrom as string[] | undefined) ?? []) pages.add(u);
    } else pages.add(f.url);
  }
  return pages;
}

export function score(
  findings: AuditFinding[],
  pageCount: number,
): { categoryScores: Record<AuditCategory, number>; score: number } {
  const byCheck = new Map<AuditCheckId, AuditFinding[]>();
  for (const f of findings) {
    listOf(byCheck, f.checkId).push(f);
  }
  const penalty = Object.fromEntries(AUDIT_CATEGORIES.map((c) => [c, 0])) as Record<AuditCategory, number>;
  for (const [checkId, list] of byCheck) {
    const info = AUDIT_CHECKS[checkId];
    const share = pageCount > 0 ? Math.min(1, affectedPages(checkId, list).size / pageCount) : 0;
    penalty[info.category] += 100 * SEVERITY_WEIGHTS[info.severity] * share;
  }
  const categoryScores = Object.fromEntries(
    AUDIT_CATEGORIES.map((c) => [c, Math.max(0, Math.round(100 - penalty[c]))]),
  ) as Record<AuditCategory, number>;
  let total = 0;
  let weights = 0;
  for (const c of AUDIT_CATEGORIES) {
    total += categoryScores[c] * CATEGORY_WEIGHTS[c];
    weights += CATEGORY_WEIGHTS[c];
  }
  return { categoryScores, score: Math.round(total / weights) };
}

import type {
  ExpectedEffect,
  ImplementationProgress,
  OpportunityStep,
  SeoOpportunity,
  SeoOpportunityStatus,
} from '@sdp/shared';
import type { OpportunityImplementationRow } from './implementations.repository';
import type { OpportunityStepRow, SeoOpportunityRow } from './opportunities.repository';

// Rows as the contract (packages/shared/src/contracts/seo-opportunities.ts) shows them.

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentStep(s: OpportunityStepRow): OpportunityStep {
  return {
    id: s.id,
    position: s.position,
    title: s.title,
    detail: s.detail,
    action: s.action,
    automated: s.automated,
    status: s.status,
    reason: s.reason,
    result: s.result ?? null,
    startedAt: iso(s.startedAt),
    finishedAt: iso(s.finishedAt),
  };
}

export function presentOpportunity(row: SeoOpportunityRow, steps: OpportunityStepRow[]): SeoOpportunity {
  return {
    id: row.id,
    projectId: row.projectId,
    websiteId: row.siteId,
    source: row.source,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    score: row.score,
    quickWin: row.quickWin,
    automated: row.automated,
    status: row.status,
    expectedEffect: row.expectedEffect as ExpectedEffect,
    affectedUrls: row.affectedUrls,
    evidence: row.evidence,
    notes: row.notes,
    steps: steps.filter((s) => s.opportunityId === row.id).map(presentStep),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    implementedAt: iso(row.implementedAt),
  };
}

/** Share of steps done (completed or skipped), 0-100. */
export function progressOf(steps: Pick<OpportunityStepRow, 'status'>[]): number {
  if (steps.length === 0) return 100;
  const done = steps.filter((s) => s.status === 'completed' || s.status === 'skipped').length;
  return Math.round((100 * done) / steps.length);
}

export function presentProgress(
  opportunityId: string,
  status: SeoOpportunityStatus,
  steps: OpportunityStepRow[],
  impl: OpportunityImplementationRow | undefined,
): ImplementationProgress {
  return {
    opportunityId,
    opportunityStatus: status,
    implementationId: impl?.id ?? null,
    status: impl?.status ?? null,
    progress: impl ? progressOf(steps) : 0,
    currentStepId: impl?.currentStepId ?? null,
    steps: steps.map(presentStep),
    baseVersionId: impl?.baseVersionId ?? null,
    newVersionId: impl?.newVersionId ?? null,
    error: impl?.error ?? null,
    startedAt: iso(impl?.startedAt ?? null),
    finishedAt: iso(impl?.finishedAt ?? null),
  };
}

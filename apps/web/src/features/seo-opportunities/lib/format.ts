import type {
  ExpectedEffect,
  OpportunityStepStatus,
  SeoOpportunityCategory,
  SeoOpportunityDifficulty,
  SeoOpportunityStatus,
} from '@sdp/shared';
import { MESSAGES } from '@sdp/shared';
import { formatNumber } from '@/lib/format';

// Labels and sentences of the SEO opportunities screens (docs/product/screens.md#seo-opportunities).

export const CATEGORY_LABELS: Record<SeoOpportunityCategory, string> = {
  technical: 'Technical',
  'on-page': 'On-page',
  content: 'Content',
  links: 'Links',
  local: 'Local',
  rankings: 'Rankings',
};

export const DIFFICULTY_LABELS: Record<SeoOpportunityDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export const STATUS_LABELS: Record<SeoOpportunityStatus, string> = {
  open: 'Open',
  implementing: 'Implementing',
  paused: 'Paused',
  implemented: 'Implemented',
  failed: 'Failed',
  cancelled: 'Cancelled',
  dismissed: 'Dismissed',
};

export type ChipVariant = 'default' | 'outline' | 'success' | 'warning' | 'danger';

export const STATUS_VARIANTS: Record<SeoOpportunityStatus, ChipVariant> = {
  open: 'default',
  implementing: 'warning',
  paused: 'warning',
  implemented: 'success',
  failed: 'danger',
  cancelled: 'outline',
  dismissed: 'outline',
};

export const STEP_STATUS_LABELS: Record<OpportunityStepStatus, string> = {
  pending: 'To do',
  running: 'Running',
  completed: 'Done',
  skipped: 'Skipped',
  failed: 'Failed',
};

export const SORT_LABELS = {
  score: 'Score',
  updatedAt: 'Last updated',
  createdAt: 'Found',
  difficulty: 'Difficulty',
  title: 'Title',
} as const;

const signed = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n), { maximumFractionDigits: 1 })}`;

/**
 * "+12-30 clicks/month, estimate": the expected effect's range and unit, marked as an estimate when
 * it comes from general rates; a position effect reads as places gained. A range of 0-0 is
 * "Effect not measured yet" rather than a promise of nothing.
 */
export function effectText(e: ExpectedEffect): string {
  // No figures behind it (no visitors on the pages yet, or added by hand): the basis says why.
  if (e.low === 0 && e.high === 0) return 'Effect not measured yet';
  const range =
    e.low === e.high
      ? signed(e.low)
      : `${signed(e.low)}-${formatNumber(Math.abs(e.high), { maximumFractionDigits: 1 })}`;
  return `${range} ${e.unit}${e.estimate ? ', estimate' : ''}`;
}

/** An opportunity can be implemented (again) from these states. */
export const canImplement = (s: SeoOpportunityStatus) => s === 'open' || s === 'failed' || s === 'cancelled';

/** An implementation is under way (running or paused). */
export const isActive = (s: SeoOpportunityStatus) => s === 'implementing' || s === 'paused';

/** An evidence entry's key as words: "missingTitles" -> "Missing titles". */
export function evidenceLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** An evidence value as text: numbers formatted, lists joined, objects as compact JSON. */
export function evidenceValue(v: unknown): string {
  if (typeof v === 'number') return formatNumber(v, { maximumFractionDigits: 2 });
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (v === null || v === undefined) return '–';
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  // Examples found by a check ({ url, detail }): their addresses.
  if (
    Array.isArray(v) &&
    v.every((x) => x && typeof x === 'object' && typeof (x as { url?: unknown }).url === 'string')
  )
    return v.map((x) => (x as { url: string }).url).join(', ');
  // What a step changed ({ kind, path, summary }): its sentences, one per line.
  if (
    Array.isArray(v) &&
    v.every((x) => x && typeof x === 'object' && typeof (x as { summary?: unknown }).summary === 'string')
  )
    return v.map((x) => (x as { summary: string }).summary).join('\n');
  return JSON.stringify(v);
}

/** The server's message for a failed call, else this screen's sentence ('Failed to create opportunity'). */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const m = error.message.trim();
  return m && m !== MESSAGES.unknownError ? m : fallback;
}

export const FAILURES = {
  fetch: 'Failed to fetch opportunities',
  create: 'Failed to create opportunity',
  implement: 'Failed to implement opportunity',
  update: 'Failed to update opportunity',
  export: 'Failed to export opportunities',
} as const;

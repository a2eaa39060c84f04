/** Score colours: the same thresholds everywhere (list, gauge, history). */
export function scoreTone(score: number | null | undefined): 'good' | 'fair' | 'poor' | 'none' {
  if (score === null || score === undefined) return 'none';
  if (score >= 80) return 'good';
  if (score >= 50) return 'fair';
  return 'poor';
}

export const TONE_TEXT = {
  good: 'text-emerald-400',
  fair: 'text-amber-400',
  poor: 'text-red-400',
  none: 'text-muted-foreground',
} as const;

export const TONE_STROKE = { good: '#34d399', fair: '#fbbf24', poor: '#f87171', none: '#64748b' } as const;

export const CATEGORY_LABELS: Record<string, string> = {
  indexability: 'Indexability',
  content: 'Content',
  links: 'Links',
  performance: 'Performance',
  'structured-data': 'Structured data',
};

export const SEVERITY_LABELS = { critical: 'Critical', warning: 'Warning', notice: 'Notice' } as const;
export const SEVERITY_BADGE = { critical: 'danger', warning: 'warning', notice: 'outline' } as const;

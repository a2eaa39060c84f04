import type { SeoOpportunityStatus } from '@sdp/shared';
import { Bot, Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS, STATUS_VARIANTS } from '../lib/format';

export function StatusChip({ status }: { status: SeoOpportunityStatus }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-testid="opportunity-status" data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function QuickWinBadge() {
  return (
    <Badge variant="success" title="High effect for little work">
      <Zap className="size-3" aria-hidden="true" />
      Quick win
    </Badge>
  );
}

export function AutomatedBadge() {
  return (
    <Badge variant="default" title="The platform carries it out on the hosted site">
      <Bot className="size-3" aria-hidden="true" />
      Automated
    </Badge>
  );
}

/** The score (0-100) as a figure and a bar. */
export function ScoreBar({ score }: { score: number }) {
  const value = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div className="flex items-center gap-2" data-testid="opportunity-score">
      <div aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-muted">
        <div
          className={
            value >= 70 ? 'h-full bg-emerald-400' : value >= 40 ? 'h-full bg-blue-400' : 'h-full bg-slate-400'
          }
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="w-7 text-right text-xs font-semibold tabular-nums">
        <span className="sr-only">Score </span>
        {value}
      </span>
    </div>
  );
}

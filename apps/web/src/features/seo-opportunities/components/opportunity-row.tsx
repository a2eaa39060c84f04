import type { SeoOpportunity } from '@sdp/shared';
import { ChevronRight, Link2 } from 'lucide-react';
import { plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, effectText } from '../lib/format';
import { AutomatedBadge, QuickWinBadge, ScoreBar, StatusChip } from './opportunity-badges';

/**
 * One opportunity: a checkbox for bulk actions, then a button (Enter or Space opens the detail)
 * with the title, category, difficulty, score bar, badges, status, expected effect and URL count.
 */
export function OpportunityRow({
  opportunity: o,
  selected,
  onSelect,
  onOpen,
  active,
}: {
  opportunity: SeoOpportunity;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  active: boolean;
}) {
  const urls = o.affectedUrls.length;
  return (
    <li
      className={cn(
        'flex items-start gap-3 border-b border-border px-1 py-3 last:border-b-0',
        active && 'bg-accent/40',
      )}
      data-testid="opportunity-row"
      data-id={o.id}
    >
      <input
        type="checkbox"
        className="mt-1.5 size-4 shrink-0 accent-blue-500"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`Select ${o.title}`}
      />
      <button
        type="button"
        onClick={onOpen}
        aria-current={active ? 'true' : undefined}
        className="group flex min-w-0 flex-1 items-start gap-3 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium group-hover:underline">{o.title}</span>
            {o.quickWin && <QuickWinBadge />}
            {o.automated && <AutomatedBadge />}
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span>{CATEGORY_LABELS[o.category]}</span>
            <span>{DIFFICULTY_LABELS[o.difficulty]}</span>
            <span className="text-emerald-300" data-testid="opportunity-effect">
              {effectText(o.expectedEffect)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Link2 className="size-3" aria-hidden="true" />
              {plural(urls, 'affected URL')}
            </span>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <ScoreBar score={o.score} />
          <StatusChip status={o.status} />
        </div>
        <ChevronRight className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </button>
    </li>
  );
}

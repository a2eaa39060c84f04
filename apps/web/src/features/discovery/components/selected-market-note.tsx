import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useWorkflow } from '@/features/workflow';

interface Selected {
  vertical?: string;
  location?: { city?: string; state?: string };
}

/** When the workflow already has a market, says which, and offers to go on to stage 2. */
export function SelectedMarketNote() {
  const { state, goToStage } = useWorkflow();
  const o = state.selectedOpportunity as Selected | null | undefined;
  if (!o || typeof o !== 'object' || !o.vertical) return null;
  const place = [o.location?.city, o.location?.state].filter(Boolean).join(', ');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-500/30 bg-emerald-500/10 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 text-emerald-100">
        <CheckCircle2 className="size-4 shrink-0 text-emerald-300" aria-hidden="true" />
        <span>
          Selected market: <strong>{place ? `${o.vertical} in ${place}` : o.vertical}</strong>. Selecting
          another replaces it.
        </span>
      </p>
      <Button size="sm" variant="outline" onClick={() => goToStage(2)}>
        Continue to Build Site
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  );
}

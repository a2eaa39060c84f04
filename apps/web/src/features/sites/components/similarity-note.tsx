import type { SimilaritySummary } from '@sdp/shared';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { describeSimilarity } from '../lib/similarity';

/** The version's similarity report in words: pages against each other and against other sites. */
export function SimilarityNote({ similarity }: { similarity: SimilaritySummary }) {
  const w = describeSimilarity(similarity);
  const Icon = w.ok ? CheckCircle2 : TriangleAlert;
  return (
    <div
      className={
        w.ok
          ? 'rounded-lg border border-emerald-500/30 bg-emerald-500/10 p-3 text-sm'
          : 'rounded-lg border border-amber-500/30 bg-amber-500/10 p-3 text-sm'
      }
      data-testid="similarity"
    >
      <p className="flex items-center gap-2 font-medium">
        <Icon className={w.ok ? 'size-4 text-emerald-300' : 'size-4 text-amber-300'} aria-hidden="true" />
        {w.pages}
      </p>
      <p className="mt-1 text-muted-foreground">{w.otherSite}</p>
      <p className="mt-1 text-xs text-muted-foreground">{w.detail}</p>
    </div>
  );
}

import { Info } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The API's dataNote: whether the figures are estimates and what they come from. Always visible. */
export function DataNote({ note, className }: { note?: string; className?: string }) {
  if (!note) return null;
  return (
    <p
      data-testid="data-note"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-xs text-amber-100 sm:text-sm',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
      <span>{note}</span>
    </p>
  );
}

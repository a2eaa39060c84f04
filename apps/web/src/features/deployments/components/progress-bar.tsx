import { cn } from '@/lib/utils';
import { clampProgress } from '../lib/job-state';

/** A labelled progress bar (role=progressbar, aria-valuenow 0-100). */
export function ProgressBar({
  value,
  label,
  tone = 'default',
  className,
}: {
  value: number;
  label: string;
  tone?: 'default' | 'success' | 'danger' | 'muted';
  className?: string;
}) {
  const pct = clampProgress(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={`${pct}%`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500 ease-out',
          tone === 'success' && 'bg-emerald-400',
          tone === 'danger' && 'bg-red-400',
          tone === 'muted' && 'bg-muted-foreground/50',
          tone === 'default' && 'bg-gradient-to-r from-blue-500 to-violet-500',
        )}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

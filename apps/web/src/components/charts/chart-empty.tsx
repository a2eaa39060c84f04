import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * What a chart shows when its range holds nothing but zeros: a sentence in the chart's place
 * ("No revenue in this range"), not a blank frame or a flat line (docs/product/web.md#charts).
 */
export function ChartEmpty({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-testid="chart-empty"
      className={cn(
        'flex size-full min-h-24 items-center justify-center rounded-lg border border-dashed border-border px-4 text-center text-sm text-muted-foreground',
        className,
      )}
    >
      <p>{children}</p>
    </div>
  );
}

import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { Kpi } from '../lib/kpis';

const tone = {
  up: 'text-emerald-300',
  down: 'text-red-300',
  flat: 'text-muted-foreground',
  new: 'text-blue-300',
} as const;
const icon = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus, new: Sparkles } as const;

/** A row of figure cards (2 per row on phones, 5 on wide screens), each with its delta. */
export function KpiRow({ kpis, caption }: { kpis: Kpi[]; caption?: string }) {
  return (
    <section aria-label={caption ?? 'Key figures'} className="space-y-2">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {kpis.map((k, i) => {
          const Icon = k.delta ? icon[k.delta.direction] : null;
          return (
            <Card
              key={k.key}
              // An odd last card fills the phone row.
              className={cn(
                'min-w-0 p-4',
                i === kpis.length - 1 && kpis.length % 2 === 1 && 'col-span-2 sm:col-span-1',
              )}
              data-testid={`kpi-${k.key}`}
            >
              <p className="truncate text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {k.label}
              </p>
              <p className="mt-1 truncate text-2xl font-bold tabular-nums" data-testid="kpi-value">
                {k.value}
              </p>
              {k.delta ? (
                <p className={cn('mt-1 flex items-center gap-1 text-xs', tone[k.delta.direction])}>
                  {Icon && <Icon className="size-3.5 shrink-0" aria-hidden="true" />}
                  <span aria-hidden="true">{k.delta.label}</span>
                  <span className="sr-only">{k.delta.description}</span>
                </p>
              ) : (
                k.hint && <p className="mt-1 text-xs text-muted-foreground">{k.hint}</p>
              )}
            </Card>
          );
        })}
      </div>
      {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
    </section>
  );
}

export function KpiRowSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

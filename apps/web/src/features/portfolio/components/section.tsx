import type { LucideIcon } from 'lucide-react';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';

/** A dashboard section: a card with a heading (and optional action) that names its region. */
export function Section({
  id,
  title,
  icon: Icon,
  action,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  icon?: LucideIcon;
  action?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={cn('min-w-0 rounded-xl border border-border bg-card p-4 sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          {Icon && <Icon className="size-5 text-muted-foreground" aria-hidden="true" />}
          {title}
        </h2>
        {action}
      </div>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Grey rows while a section loads. */
export function RowsSkeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div className={cn('space-y-2', className)} data-testid="section-loading">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** A failed read: what failed, the server's message and a retry. */
export function SectionError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <Alert variant="error" data-testid="section-error">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-red-200/80">{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      )}
    </Alert>
  );
}

/** A short empty note inside a section (the section heading already names the subject). */
export function SectionEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      data-testid="section-empty"
      className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground"
    >
      <p>{children}</p>
      {action && <div className="mt-3 flex justify-center">{action}</div>}
    </div>
  );
}

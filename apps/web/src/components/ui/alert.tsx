import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const styles = {
  error: 'border-destructive/50 bg-destructive/10 text-red-200',
  success: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
  info: 'border-blue-500/40 bg-blue-500/10 text-blue-200',
} as const;
const icons = { error: AlertCircle, success: CheckCircle2, info: Info } as const;

export function Alert({
  variant = 'info',
  children,
  className,
  ...rest
}: {
  variant?: keyof typeof styles;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', styles[variant], className)}
      {...rest}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

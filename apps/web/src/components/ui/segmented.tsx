import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

/** A small group of toggle buttons (one pressed at a time), e.g. Map / List. */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: SegmentedOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('inline-flex rounded-lg border border-border bg-card p-1', className)}>
      <legend className="sr-only">{label}</legend>
      {options.map(({ value: v, label: text, icon: Icon }) => (
        <button
          key={v}
          type="button"
          aria-pressed={v === value}
          onClick={() => onChange(v)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            v === value && 'bg-accent text-foreground shadow-sm',
          )}
        >
          {Icon && <Icon className="size-4" aria-hidden="true" />}
          {text}
        </button>
      ))}
    </fieldset>
  );
}

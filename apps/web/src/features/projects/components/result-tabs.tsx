import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '@/lib/utils';

export interface ResultTab<T extends string> {
  id: T;
  label: string;
  content: () => ReactNode;
}

/** Tabs with the WAI-ARIA keyboard pattern (arrow keys, Home, End). */
export function ResultTabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: ResultTab<T>[];
  value: T;
  onChange: (id: T) => void;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === value);
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onChange(next.id);
    refs.current[next.id]?.focus();
  };
  const active = tabs.find((t) => t.id === value) ?? tabs[0]!;
  return (
    <div>
      <div
        role="tablist"
        aria-label="Results"
        className="mb-4 flex gap-1 border-b border-border"
        onKeyDown={onKey}
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === active.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={t.id === active.id ? 0 : -1}
            onClick={() => onChange(t.id)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              t.id === active.id
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active.id}`} aria-labelledby={`tab-${active.id}`}>
        {active.content()}
      </div>
    </div>
  );
}

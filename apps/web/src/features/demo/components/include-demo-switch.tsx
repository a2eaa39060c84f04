import { useId } from 'react';
import { useIncludeDemo } from '../hooks/use-include-demo';

/**
 * "Include demo data": off by default, demo sites, leads and rent stay out of totals, charts and
 * comparisons (docs/product/rules.md#demo-portfolio).
 */
export function IncludeDemoSwitch() {
  const [on, setOn] = useIncludeDemo();
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="inline-flex cursor-pointer items-center gap-2 text-sm text-muted-foreground"
      data-testid="include-demo"
    >
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => setOn(!on)}
        className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${on ? 'bg-emerald-500/80' : 'bg-muted'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-3.5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4' : 'translate-x-0.5'}`}
        />
      </button>
      Include demo data
    </label>
  );
}

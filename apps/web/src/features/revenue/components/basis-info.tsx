import { Info } from 'lucide-react';
import { Popover } from 'radix-ui';

/** How a figure is computed: an info button that opens the basis (keyboard and touch friendly). */
export function BasisInfo({ label, basis }: { label: string; basis: string }) {
  if (!basis) return null;
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`How ${label} is computed`}
        className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Info className="size-3.5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-72 rounded-lg border border-border bg-popover p-3 text-xs leading-relaxed text-popover-foreground shadow-xl"
        >
          <p className="mb-1 font-medium">{label}</p>
          {basis}
          <Popover.Arrow className="fill-[var(--border)]" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

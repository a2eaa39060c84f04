import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ClientOpportunity, opportunityName } from '../lib/client-opportunity';
import { OpportunityFigures } from './figures';
import { SaveButton, SelectMarketButton, ViewDetailsLink } from './opportunity-actions';
import { GoldmineBadge, TierBadge } from './tier-badge';

/** Side panel inspecting one market: its figures, keywords, and save / select / details. */
export function OpportunityPanel({
  opportunity: o,
  saved,
  onClose,
}: {
  opportunity: ClientOpportunity | null;
  saved: boolean;
  onClose: () => void;
}) {
  return (
    <DialogPrimitive.Root open={o !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <DialogPrimitive.Content
          data-testid="opportunity-panel"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md animate-sheet-in-right flex-col border-l border-border bg-popover text-popover-foreground shadow-2xl focus:outline-none"
        >
          {o && (
            <>
              <div className="flex items-start justify-between gap-3 border-b border-border p-5">
                <div className="min-w-0">
                  <DialogPrimitive.Title className="text-lg font-semibold leading-tight">
                    {opportunityName(o)}
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
                    {o.location.county ? `${o.location.county} County · ` : ''}
                    {o.estimate
                      ? 'Figures marked est. are estimates.'
                      : 'Figures measured by your providers.'}
                  </DialogPrimitive.Description>
                  <div className="mt-2 flex flex-wrap gap-1">
                    <TierBadge tier={o.tier} />
                    {o.goldmine && <GoldmineBadge />}
                  </div>
                </div>
                <DialogPrimitive.Close
                  aria-label="Close"
                  className="rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X className="size-4" aria-hidden="true" />
                </DialogPrimitive.Close>
              </div>
              <div className="flex-1 space-y-5 overflow-y-auto p-5">
                <OpportunityFigures o={o} className="sm:grid-cols-2" />
                {o.keywords.length > 0 && (
                  <section>
                    <h3 className="text-sm font-semibold">Keywords</h3>
                    <ul className="mt-2 flex flex-wrap gap-1.5">
                      {o.keywords.slice(0, 12).map((k) => (
                        <li key={k} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                          {k}
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                <p className="text-xs text-muted-foreground">
                  How each figure was derived, and where its inputs came from, is on the details page.
                </p>
              </div>
              <div className="flex flex-wrap gap-2 border-t border-border p-5">
                <SelectMarketButton opportunity={o} />
                <SaveButton opportunity={o} saved={saved} size="default" />
                <ViewDetailsLink id={o.id} size="default" />
              </div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

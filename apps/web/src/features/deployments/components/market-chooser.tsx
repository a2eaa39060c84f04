import { GENERATE_AND_DEPLOY_MAX_SITES } from '@sdp/shared';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSavedMarkets } from '../api/market-queries';
import { SiteTierBadge } from './site-badges';

/** Choose markets: tick saved ones, or paste opportunity ids. */
export function MarketChooser({
  chosen,
  onToggle,
  pasted,
  onPaste,
  invalid,
}: {
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
  pasted: string;
  onPaste: (text: string) => void;
  invalid: string[];
}) {
  const saved = useSavedMarkets();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-2 text-sm font-medium">Saved markets</legend>
        {saved.isPending ? (
          <Skeleton className="h-32" />
        ) : saved.isError ? (
          <p className="text-sm text-muted-foreground">The saved markets could not be loaded.</p>
        ) : saved.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No saved markets yet. Save markets in Discovery, or paste opportunity ids.
          </p>
        ) : (
          <ul className="max-h-64 divide-y divide-border overflow-y-auto rounded-lg border border-border">
            {saved.data.map((m) => (
              <li key={m.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-accent/40">
                  <input
                    type="checkbox"
                    className="size-4 accent-blue-500"
                    checked={chosen.includes(m.id)}
                    onChange={(e) => onToggle(m.id, e.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate">
                    {m.vertical} · {m.city}, {m.state}
                  </span>
                  <SiteTierBadge tier={m.tier} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <FormField
        id="paste-ids"
        label="Or paste opportunity ids"
        hint={`One per line or separated by commas, like roofing~1608000. Generate and deploy now takes up to ${GENERATE_AND_DEPLOY_MAX_SITES}.`}
        error={invalid.length ? `Not an opportunity id: ${invalid.slice(0, 3).join(', ')}` : undefined}
      >
        <Textarea
          id="paste-ids"
          value={pasted}
          onChange={(e) => onPaste(e.target.value)}
          aria-invalid={invalid.length ? true : undefined}
          placeholder="roofing~1608000"
          className="font-mono text-xs"
        />
      </FormField>
    </div>
  );
}

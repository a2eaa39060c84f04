import type { Vertical } from '@sdp/shared';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { formatUsd } from '@/lib/format';

/**
 * Step 2 of onboarding: the payout (what one lead or rental is worth to you) of each chosen vertical.
 * Only changed values are saved, as the caller's own payout overrides (PUT /api/payout-data/overrides).
 */
export function PayoutStep({
  verticals,
  onSave,
  onNext,
}: {
  /** The verticals chosen in step 1, in order. */
  verticals: Vertical[];
  onSave: (verticalSlug: string, payout: number) => Promise<unknown>;
  onNext: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(verticals.map((v) => [v.slug, String(v.effectivePayout)])),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (verticals.length === 0)
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground" data-testid="payout-step-empty">
          No verticals chosen in step 1: there are no payouts to adjust. You can change payouts later in
          Discovery.
        </p>
        <Button onClick={onNext}>Continue</Button>
      </div>
    );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const changed: Array<[string, number]> = [];
    for (const v of verticals) {
      const raw = (values[v.slug] ?? '').trim();
      const n = Number(raw);
      if (raw === '' || !Number.isFinite(n) || n < 0) {
        setError(`${v.name}: give a payout in dollars, 0 or more.`);
        return;
      }
      if (n !== v.effectivePayout) changed.push([v.slug, n]);
    }
    setSaving(true);
    try {
      for (const [slug, payout] of changed) await onSave(slug, payout);
      onNext();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="text-sm text-muted-foreground">
        What one customer is worth to a business in each vertical. Discovery scores markets with it; the
        published typical payout is the starting point.
      </p>
      <div className="space-y-3">
        {verticals.map((v) => (
          <div key={v.slug} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
            <label htmlFor={`${id}-${v.slug}`} className="text-sm font-medium sm:w-48">
              {v.name} payout ($)
            </label>
            <Input
              id={`${id}-${v.slug}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="1"
              className="w-full sm:w-36"
              value={values[v.slug] ?? ''}
              onChange={(e) => setValues((s) => ({ ...s, [v.slug]: e.target.value }))}
              aria-describedby={`${id}-${v.slug}-hint`}
            />
            <span id={`${id}-${v.slug}-hint`} className="text-xs text-muted-foreground">
              Typical {formatUsd(v.payout.typical)} (range {formatUsd(v.payout.low)}–
              {formatUsd(v.payout.high)})
            </span>
          </div>
        ))}
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save payouts and continue'}
      </Button>
    </form>
  );
}

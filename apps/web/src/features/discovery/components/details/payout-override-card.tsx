import type { Vertical } from '@sdp/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { formatUsd } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { type OverrideScope, useClearPayoutOverride, useSetPayoutOverride } from '../../api/payout-overrides';

/**
 * The payout per lead of a vertical is an editable default (benchmarks disagree by up to 5x):
 * an override is stored on the server and every market of the vertical is re-scored with it.
 */
export function PayoutOverrideCard({ vertical }: { vertical: Vertical }) {
  const id = useId();
  const [payout, setPayout] = useState(String(vertical.effectivePayout));
  const [scope, setScope] = useState<OverrideScope>('user');
  const save = useSetPayoutOverride();
  const clear = useClearPayoutOverride();
  useEffect(() => setPayout(String(vertical.effectivePayout)), [vertical.effectivePayout]);

  const value = Number(payout);
  const invalid = payout.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100000;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    save.mutate(
      { verticalSlug: vertical.slug, payout: value, scope },
      { onSuccess: () => toast({ type: 'success', title: 'Payout saved', message: 'Markets re-scored.' }) },
    );
  };
  const onClear = () =>
    clear.mutate(
      { verticalSlug: vertical.slug, scope },
      { onSuccess: () => toast({ type: 'success', title: 'Payout reset to the benchmark' }) },
    );
  const error = save.error ?? clear.error;

  return (
    <section aria-labelledby={`${id}-t`} className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-t`} className="text-lg font-semibold">
          Payout for {vertical.name}
        </h2>
        {vertical.overridden && <Badge variant="warning">Overridden</Badge>}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Published benchmark: {formatUsd(vertical.payout.low)}–{formatUsd(vertical.payout.high)}, typical{' '}
        {formatUsd(vertical.payout.typical)} per lead ({vertical.payout.source}, {vertical.payout.date}). If
        your buyers pay differently, set your own; every {vertical.name} market is re-scored.
      </p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-40">
          <Label htmlFor={`${id}-p`} className="mb-1.5 block text-xs text-muted-foreground">
            Payout per lead (USD)
          </Label>
          <Input
            id={`${id}-p`}
            type="number"
            inputMode="decimal"
            min={0}
            max={100000}
            step={1}
            value={payout}
            aria-invalid={invalid || undefined}
            onChange={(e) => setPayout(e.target.value)}
          />
        </div>
        <div className="w-36">
          <Label htmlFor={`${id}-s`} className="mb-1.5 block text-xs text-muted-foreground">
            Applies to
          </Label>
          <Select id={`${id}-s`} value={scope} onChange={(e) => setScope(e.target.value as OverrideScope)}>
            <option value="user">Just me</option>
            <option value="team">My team</option>
          </Select>
        </div>
        <Button type="submit" disabled={invalid || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save payout'}
        </Button>
        {vertical.overridden && (
          <Button variant="ghost" disabled={clear.isPending} onClick={onClear}>
            Reset to benchmark
          </Button>
        )}
      </form>
      {error && (
        <Alert variant="error" className="mt-3">
          {errorMessage(error)}
        </Alert>
      )}
    </section>
  );
}

import { MARKET_FOCUS_MAX_VERTICALS, type MarketFocus, type Vertical } from '@sdp/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useUpdateMarketFocus } from '../api/market-focus';
import { toggleVertical } from '../lib/toggle-vertical';

/**
 * The team's market focus: up to five verticals (the first is where discovery opens) and a home
 * state. Saved with PUT /api/onboarding/focus; discovery uses it until the user picks other filters.
 */
export function MarketFocusForm({
  focus,
  verticals,
  onSaved,
  submitLabel = 'Save focus',
}: {
  focus: MarketFocus;
  verticals: Vertical[];
  /** Called once the focus is saved (the onboarding moves on); without it the form offers Discovery. */
  onSaved?: (focus: MarketFocus) => void;
  submitLabel?: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(focus.verticals);
  const [state, setState] = useState(focus.state ?? '');
  const save = useUpdateMarketFocus();
  useEffect(() => {
    setChosen(focus.verticals);
    setState(focus.state ?? '');
  }, [focus]);
  const full = chosen.length >= MARKET_FOCUS_MAX_VERTICALS;
  const name = (slug: string) => verticals.find((v) => v.slug === slug)?.name ?? slug;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { verticals: chosen, state: state.trim() ? state.trim() : null },
      {
        onSuccess: (saved) => {
          toast({ type: 'success', title: 'Market focus saved' });
          onSaved?.(saved);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" data-testid="market-focus-form">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Your verticals</legend>
        <p className="text-xs text-muted-foreground" id={`${id}-verticals-hint`}>
          Up to {MARKET_FOCUS_MAX_VERTICALS}, in order of interest: Discovery opens on the first.{' '}
          {chosen.length > 0
            ? `Chosen: ${chosen.map(name).join(', ')}.`
            : 'None chosen: Discovery shows every vertical.'}
        </p>
        <div className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-border p-2 sm:grid-cols-2 lg:grid-cols-3">
          {verticals.map((v) => {
            const on = chosen.includes(v.slug);
            return (
              <label
                key={v.slug}
                className="flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-accent/50"
              >
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && full}
                  onChange={() => setChosen((c) => toggleVertical(c, v.slug))}
                  aria-describedby={`${id}-verticals-hint`}
                />
                {v.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <FormField
        id={`${id}-state`}
        label="Home state"
        hint="A two-letter code such as TX; empty for the whole country."
        error={save.isError ? errorMessage(save.error) : undefined}
      >
        <Input
          id={`${id}-state`}
          value={state}
          onChange={(e) => setState(e.target.value)}
          maxLength={2}
          autoCapitalize="characters"
          className="w-24 uppercase"
          aria-invalid={save.isError || undefined}
          aria-describedby={save.isError ? `${id}-state-error` : `${id}-state-hint`}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={save.isPending}>
          {submitLabel}
        </Button>
        {!onSaved && (
          <Button asChild variant="outline">
            <Link to={paths.discovery}>Open Discovery</Link>
          </Button>
        )}
      </div>
      {save.isSuccess && !onSaved && (
        <Alert variant="success" className="text-sm">
          Discovery now opens on {chosen.length ? name(chosen[0]!) : 'every vertical'}
          {state.trim() ? ` in ${state.trim().toUpperCase()}` : ''}.
        </Alert>
      )}
    </form>
  );
}

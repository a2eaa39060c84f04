import type { MarketFocus, Vertical } from '@sdp/shared';
import { type ReactNode, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { MarketFocusForm } from './market-focus-form';
import { PayoutStep } from './payout-step';

// The first-run setup (docs/onboarding.md): four steps, each skippable, "Skip setup" at any time.
// The screen passes in what other features own (the verticals, the payout call, the providers
// section), so this feature does not import them.

export const ONBOARDING_STEPS = [
  { title: 'Your markets', description: 'Pick the verticals you work in and your home state.' },
  { title: 'Payouts', description: 'Adjust what a customer is worth in the verticals you picked.' },
  { title: 'Data provider', description: 'Connect a data provider key for measured figures, or skip.' },
  { title: 'Done', description: 'Discovery opens on your markets.' },
] as const;

export interface OnboardingWizardProps {
  focus: MarketFocus;
  verticals: Vertical[];
  onSetPayout: (verticalSlug: string, payout: number) => Promise<unknown>;
  /** Step 3's content: the data providers' keys. */
  providers: ReactNode;
  /** Finish: marks onboarding done and opens Discovery on the focus. */
  onFinish: (focus: MarketFocus) => void;
  /** Skip setup: marks onboarding done (skipped). */
  onSkip: () => void;
  /** The finish or skip call is under way / failed. */
  pending?: boolean;
  error?: unknown;
}

export function OnboardingWizard(props: OnboardingWizardProps) {
  const { verticals, pending, error } = props;
  const [step, setStep] = useState(0);
  const [focus, setFocus] = useState(props.focus);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the step's title (the same element on every step).
  const go = (to: number) => {
    setStep(Math.min(Math.max(to, 0), ONBOARDING_STEPS.length - 1));
    heading.current?.focus();
  };
  const next = () => go(step + 1);
  const back = () => go(step - 1);
  const current = ONBOARDING_STEPS[step]!;
  const byslug = new Map(verticals.map((v) => [v.slug, v]));
  const chosen = focus.verticals.flatMap((slug) => byslug.get(slug) ?? []);
  const nameOf = (slug: string) => byslug.get(slug)?.name ?? slug;

  return (
    <Card data-testid="onboarding-wizard">
      <CardHeader className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" data-testid="onboarding-progress">
            Step {step + 1} of {ONBOARDING_STEPS.length}
          </p>
          <Button variant="ghost" size="sm" onClick={props.onSkip} disabled={pending}>
            Skip setup
          </Button>
        </div>
        <div
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={1}
          aria-valuemax={ONBOARDING_STEPS.length}
          aria-valuenow={step + 1}
          aria-valuetext={`Step ${step + 1} of ${ONBOARDING_STEPS.length}: ${current.title}`}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-all"
            style={{ width: `${((step + 1) / ONBOARDING_STEPS.length) * 100}%` }}
          />
        </div>
        <CardTitle className="text-lg">
          <h2 ref={heading} tabIndex={-1} className="outline-none">
            {current.title}
          </h2>
        </CardTitle>
        <CardDescription>{current.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {step === 0 && (
          <MarketFocusForm
            focus={focus}
            verticals={verticals}
            submitLabel="Save and continue"
            onSaved={(saved) => {
              setFocus(saved);
              next();
            }}
          />
        )}
        {step === 1 && (
          <PayoutStep
            key={focus.verticals.join()}
            verticals={chosen}
            onSave={props.onSetPayout}
            onNext={next}
          />
        )}
        {step === 2 && (
          <div className="space-y-4">
            {props.providers}
            <Button onClick={next}>Continue</Button>
          </div>
        )}
        {step === 3 && (
          <div className="space-y-4" data-testid="onboarding-summary">
            <p className="text-sm">
              {focus.verticals.length > 0
                ? `Discovery opens on ${nameOf(focus.verticals[0]!)}${focus.state ? ` in ${focus.state}` : ''}.`
                : `Discovery opens on every vertical${focus.state ? ` in ${focus.state}` : ''}.`}{' '}
              You can change your markets later in Settings and in Discovery.
            </p>
            <Button onClick={() => props.onFinish(focus)} disabled={pending}>
              {pending ? 'Opening…' : 'Open Discovery'}
            </Button>
          </div>
        )}
        {!!error && <Alert variant="error">{errorMessage(error, 'Could not finish the setup')}</Alert>}
        <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
          <Button variant="outline" onClick={back} disabled={step === 0}>
            Back
          </Button>
          {step < ONBOARDING_STEPS.length - 1 && (
            <Button variant="ghost" onClick={next}>
              Skip this step
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** Discovery's address for the focus: its first vertical and its state (docs/onboarding.md). */
export function discoverySearch(focus: Pick<MarketFocus, 'verticals' | 'state'>): URLSearchParams {
  const q = new URLSearchParams();
  if (focus.verticals[0]) q.set('vertical', focus.verticals[0]);
  if (focus.state) q.set('location', focus.state);
  return q;
}

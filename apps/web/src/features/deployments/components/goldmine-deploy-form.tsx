import { DEFAULT_GOLDMINE_LIMIT, MESSAGES } from '@sdp/shared';
import { Gem, Rocket } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { formatCount } from '@/lib/format';
import { useMatchCount } from '../api/market-queries';
import { useDeployGoldmines } from '../api/start-jobs';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { type FormErrors, type MarketForm, parseMarketForm, plannedCount } from '../lib/market-form';
import { PlanBar, StartButton, StartFailed } from './form-parts';
import { MarketFilterFields } from './market-filter-fields';

const INITIAL: MarketForm = {
  limit: String(DEFAULT_GOLDMINE_LIMIT),
  vertical: '',
  state: '',
  tier: '',
  minPayout: '',
  template: '',
};

/** Deploy goldmines: the best goldmine markets not built yet, as one background job. */
export function GoldmineDeployForm() {
  const [form, setForm] = useState<MarketForm>(INITIAL);
  const [errors, setErrors] = useState<FormErrors>({});
  const deploy = useDeployGoldmines();
  const parsed = parseMarketForm(useDebouncedValue(form, 300)).value;
  const matches = useMatchCount(parsed ?? {}, true);
  const planned = parsed ? plannedCount(parsed.limit, matches.data) : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { value, errors: errs } = parseMarketForm(form);
    setErrors(errs);
    if (value) deploy.mutate(value);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="goldmine-form-title" className="space-y-5">
      <div>
        <h2 id="goldmine-form-title" className="flex items-center gap-2 text-lg font-semibold">
          <Gem className="size-5 text-amber-300" aria-hidden="true" />
          Deploy goldmines
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Builds and deploys a site for each of the best goldmine markets (high score, low competition) that
          you have not built yet. It runs in the background; you can leave this page.
        </p>
      </div>
      <MarketFilterFields
        id="goldmine"
        form={form}
        errors={errors}
        onChange={(p) => setForm((f) => ({ ...f, ...p }))}
      />
      <PlanBar
        testId="planned-count"
        plan={
          !parsed ? (
            <span className="text-muted-foreground">Fix the fields above to see the plan.</span>
          ) : matches.isError ? (
            <span className="text-muted-foreground">The number of matching goldmines is not available.</span>
          ) : planned === undefined ? (
            <span className="text-muted-foreground">Counting matching goldmines…</span>
          ) : (
            <>
              Plans up to <strong className="tabular-nums">{planned}</strong>{' '}
              {planned === 1 ? 'site' : 'sites'}
              <span className="text-muted-foreground">
                {' '}
                ({formatCount(matches.data ?? 0)} matching {matches.data === 1 ? 'goldmine' : 'goldmines'}
                {'; ones you already built are skipped)'}
              </span>
            </>
          )
        }
      >
        <StartButton icon={Rocket} pending={deploy.isPending} disabled={deploy.isPending || planned === 0}>
          Deploy goldmines
        </StartButton>
      </PlanBar>
      {deploy.isError && <StartFailed title={MESSAGES.batchDeploymentFailed} error={deploy.error} />}
      {deploy.isSuccess && (
        <Alert variant="success" data-testid="deploy-started">
          Deployment started: {deploy.data.totalSitesPlanned}{' '}
          {deploy.data.totalSitesPlanned === 1 ? 'site' : 'sites'} planned. Its progress shows below.
        </Alert>
      )}
    </form>
  );
}

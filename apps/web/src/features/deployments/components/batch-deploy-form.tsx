import { BATCH_MAX_SITES, GENERATE_AND_DEPLOY_MAX_SITES, MESSAGES } from '@sdp/shared';
import { Layers, Play, Zap } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { Spinner } from '@/components/ui/spinner';
import { formatCount } from '@/lib/format';
import { useMatchCount } from '../api/market-queries';
import { useBatchDeploy, useGenerateAndDeploy } from '../api/start-jobs';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { parseOpportunityIds } from '../lib/job-state';
import { type FormErrors, type MarketForm, parseMarketForm, plannedCount } from '../lib/market-form';
import { DeployedSitesResult } from './deployed-sites-result';
import { PlanBar, StartButton, StartFailed } from './form-parts';
import { MarketChooser } from './market-chooser';
import { MarketFilterFields } from './market-filter-fields';

type Mode = 'top' | 'chosen';
const INITIAL: MarketForm = { limit: '10', vertical: '', state: '', tier: '', minPayout: '', template: '' };

/**
 * Batch deploys: the top N markets by filters, or chosen markets (saved or pasted ids), as a
 * background job; and 'Generate and deploy now' for up to ten chosen markets (waits until live).
 */
export function BatchDeployForm() {
  const [mode, setMode] = useState<Mode>('top');
  const [form, setForm] = useState<MarketForm>(INITIAL);
  const [errors, setErrors] = useState<FormErrors>({});
  const [ticked, setTicked] = useState<string[]>([]);
  const [pasted, setPasted] = useState('');
  const batch = useBatchDeploy();
  const now = useGenerateAndDeploy();

  const parsed = parseMarketForm(useDebouncedValue(form, 300)).value;
  const matches = useMatchCount(parsed ?? {}, false);
  const planned = parsed ? plannedCount(parsed.limit, matches.data) : undefined;
  const paste = parseOpportunityIds(pasted);
  const chosen = [...new Set([...ticked, ...paste.ids])];
  const template = form.template || undefined;
  const busy = batch.isPending || now.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    now.reset();
    if (mode === 'top') {
      const { value, errors: errs } = parseMarketForm(form);
      setErrors(errs);
      if (value) batch.mutate(value);
    } else if (chosen.length > 0 && paste.invalid.length === 0) {
      batch.mutate({
        opportunityIds: chosen.slice(0, BATCH_MAX_SITES),
        limit: Math.min(chosen.length, BATCH_MAX_SITES),
        template,
      });
    }
  };
  const generateNow = () => {
    batch.reset();
    now.mutate({ opportunityIds: chosen, template });
  };

  const chosenOk = chosen.length > 0 && paste.invalid.length === 0;
  const nowOk = chosenOk && chosen.length <= GENERATE_AND_DEPLOY_MAX_SITES;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="batch-form-title" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="batch-form-title" className="flex items-center gap-2 text-lg font-semibold">
            <Layers className="size-5 text-blue-300" aria-hidden="true" />
            Batch deploy
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Builds and deploys one site per market in the background.
          </p>
        </div>
        <Segmented<Mode>
          label="Which markets"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'top', label: 'Top markets' },
            { value: 'chosen', label: 'Chosen markets' },
          ]}
        />
      </div>

      {mode === 'top' ? (
        <MarketFilterFields
          id="batch"
          form={form}
          errors={errors}
          limitLabel="Top N markets"
          onChange={(p) => setForm((f) => ({ ...f, ...p }))}
        />
      ) : (
        <>
          <MarketChooser
            chosen={ticked}
            onToggle={(id, on) => setTicked((t) => (on ? [...t, id] : t.filter((x) => x !== id)))}
            pasted={pasted}
            onPaste={setPasted}
            invalid={paste.invalid}
          />
          <MarketFilterFields
            id="batch-chosen"
            form={form}
            errors={errors}
            showFilters={false}
            onChange={(p) => setForm((f) => ({ ...f, ...p }))}
          />
        </>
      )}

      <PlanBar
        testId="batch-plan"
        plan={
          mode === 'top' ? (
            !parsed ? (
              <span className="text-muted-foreground">Fix the fields above to see the plan.</span>
            ) : planned === undefined ? (
              <span className="text-muted-foreground">Counting matching markets…</span>
            ) : (
              <>
                The best <strong className="tabular-nums">{planned}</strong> of {formatCount(matches.data)}{' '}
                matching markets
              </>
            )
          ) : (
            <>
              <strong className="tabular-nums">{chosen.length}</strong>{' '}
              {chosen.length === 1 ? 'market' : 'markets'} chosen
            </>
          )
        }
      >
        <div className="flex flex-wrap gap-2">
          {mode === 'chosen' && (
            <Button
              variant="outline"
              onClick={generateNow}
              disabled={busy || !nowOk}
              title={
                chosen.length > GENERATE_AND_DEPLOY_MAX_SITES
                  ? `Generate and deploy now takes up to ${GENERATE_AND_DEPLOY_MAX_SITES} markets`
                  : undefined
              }
            >
              <Zap aria-hidden="true" />
              Generate and deploy now
            </Button>
          )}
          <StartButton
            icon={Play}
            pending={batch.isPending}
            disabled={busy || (mode === 'chosen' && !chosenOk)}
          >
            Start batch
          </StartButton>
        </div>
      </PlanBar>
      {mode === 'chosen' && chosen.length > GENERATE_AND_DEPLOY_MAX_SITES && (
        <p className="text-xs text-muted-foreground">
          Generate and deploy now takes up to {GENERATE_AND_DEPLOY_MAX_SITES} markets; start a batch for more.
        </p>
      )}

      {batch.isError && <StartFailed title={MESSAGES.batchDeploymentFailed} error={batch.error} />}
      {batch.isSuccess && (
        <Alert variant="success" data-testid="batch-started">
          Batch started: <strong>{batch.data.totalSitesPlanned}</strong>{' '}
          {batch.data.totalSitesPlanned === 1 ? 'site' : 'sites'} planned. Its progress shows in the history
          below.
        </Alert>
      )}
      {now.isPending && (
        <div className="rounded-lg border border-border p-6">
          <Spinner
            text={`Building and deploying ${chosen.length} ${chosen.length === 1 ? 'site' : 'sites'}… this can take a few minutes.`}
          />
        </div>
      )}
      {now.isError && <StartFailed title={MESSAGES.pipelineFailed} error={now.error} />}
      {now.isSuccess && <DeployedSitesResult sites={now.data.deployedSites} errors={now.data.job.errors} />}
    </form>
  );
}

import { STRATEGIC_DEFAULT_BUDGET, STRATEGIC_DEFAULT_HOURLY_RATE, type StrategicResult } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { IncludeDemoSwitch, useIncludeDemo } from '@/features/demo';
import { formatUsd } from '@/lib/format';
import { useLiveStrategic, useStrategic } from '../api/strategic';
import { checkBudgetForm } from '../lib/budget-form';
import { ItemsTable } from './items-table';
import { AllocationTable, PosteriorsTable } from './strategic-tables';
import { QuadrantLegend, ValueEffortChart } from './value-effort-chart';

function BudgetForm({ onApply }: { onApply: (budget: number, hourlyRate: number) => void }) {
  const [budget, setBudget] = useState(String(STRATEGIC_DEFAULT_BUDGET));
  const [hourlyRate, setHourlyRate] = useState(String(STRATEGIC_DEFAULT_HOURLY_RATE));
  const [errors, setErrors] = useState<{ budget?: string; hourlyRate?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = checkBudgetForm({ budget, hourlyRate });
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onApply(r.budget, r.hourlyRate);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-4" noValidate>
      <div className="w-40">
        <FormField id="strategic-budget" label="Monthly budget ($)" error={errors.budget}>
          <Input
            id="strategic-budget"
            inputMode="decimal"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            aria-invalid={Boolean(errors.budget)}
          />
        </FormField>
      </div>
      <div className="w-40">
        <FormField id="strategic-rate" label="Hourly rate ($)" error={errors.hourlyRate}>
          <Input
            id="strategic-rate"
            inputMode="decimal"
            value={hourlyRate}
            onChange={(e) => setHourlyRate(e.target.value)}
            aria-invalid={Boolean(errors.hourlyRate)}
          />
        </FormField>
      </div>
      <Button type="submit">Allocate</Button>
    </form>
  );
}

function Results({ data }: { data: StrategicResult }) {
  const a = data.allocation;
  return (
    <div className="space-y-6">
      {data.notes.length > 0 && (
        <ul className="space-y-1 rounded-xl border border-dashed border-border bg-card/40 p-4 text-sm text-muted-foreground">
          {data.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Value against effort</CardTitle>
          <CardDescription>
            {data.counts.markets} markets, {data.counts.sites} sites and {data.counts.seo} SEO fixes: expected
            $/month once done against hours of work.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ValueEffortChart data={data} />
          <QuadrantLegend data={data} />
          <ItemsTable data={data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Allocation</CardTitle>
          <CardDescription>
            {formatUsd(a.spent)} of {formatUsd(a.budget)} at {formatUsd(a.hourlyRate)}/h:{' '}
            {formatUsd(a.expectedRevenue)}/month expected. Thompson sampling,{' '}
            {a.samples.toLocaleString('en-US')} draws of each item’s leads from its posterior (seed {a.seed}).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AllocationTable data={data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Leads per site per month</CardTitle>
          <CardDescription>
            By vertical and tier (tier 1: payout ≥ $300, tier 2: ≥ $150, else 3): your sites’ leads over their
            months live, on the market model’s estimate as a prior worth one site-month.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PosteriorsTable data={data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Assumptions</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {data.assumptions.map((x) => (
              <div key={x.label}>
                <dt className="font-medium">
                  {x.label}: {typeof x.value === 'number' ? x.value.toLocaleString('en-US') : x.value}
                </dt>
                <dd className="text-xs text-muted-foreground">{x.basis}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

/** /intelligence/strategic: the value/effort matrix, the budget allocation and the posteriors. */
export function StrategicScreen() {
  const [includeDemo] = useIncludeDemo();
  const [params, setParams] = useState({
    budget: STRATEGIC_DEFAULT_BUDGET,
    hourlyRate: STRATEGIC_DEFAULT_HOURLY_RATE,
  });
  const overview = useStrategic({ ...params, includeDemo });
  useLiveStrategic();
  return (
    <div>
      <PageHeader
        title="Strategic Opportunity"
        description="Markets, sites and SEO fixes by value and effort, and your monthly budget allocated by expected value on your own results."
        actions={<IncludeDemoSwitch />}
      />
      <div className="mb-6">
        <BudgetForm onApply={(budget, hourlyRate) => setParams({ budget, hourlyRate })} />
      </div>
      {overview.isPending ? (
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading the strategic overview">
          <Skeleton className="h-80" />
          <Skeleton className="h-48" />
        </div>
      ) : overview.isError ? (
        <RetryAlert
          message="Could not load the strategic overview"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <Results data={overview.data} />
      )}
    </div>
  );
}

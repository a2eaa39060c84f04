import {
  BUDGET_SCOPES,
  type BudgetScope,
  type CostBudget,
  type CostsResponse,
  HOSTING_PROVIDER_ID,
} from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useCreateBudget } from '../api/create-budget';
import { useDeleteBudget } from '../api/delete-budget';
import { formatCost } from '../lib/format-cost';

const SCOPE_LABEL: Record<BudgetScope, string> = {
  total: 'All metered spend',
  provider: 'One provider',
  site: 'One site',
  vertical: 'One vertical',
};

function BudgetRow({ b, canManage, onDelete }: { b: CostBudget; canManage: boolean; onDelete: () => void }) {
  const pct = Math.min(100, b.percent);
  const tone =
    b.percent >= 100 ? 'bg-red-400' : b.percent >= b.alertAtPercent ? 'bg-amber-400' : 'bg-emerald-400';
  return (
    <li className="space-y-2 px-4 py-3" data-testid="budget">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {b.label}
          {b.scope !== 'total' && (
            <span className="ml-2 text-xs text-muted-foreground">{SCOPE_LABEL[b.scope]}</span>
          )}
        </span>
        <span className="text-sm tabular-nums">
          {formatCost(b.spentUsd)} of {formatCost(b.monthlyUsd)} ({b.percent} %)
          {canManage && (
            <Button
              variant="ghost"
              size="sm"
              className="ml-2"
              onClick={onDelete}
              aria-label={`Delete budget ${b.label}`}
            >
              Delete
            </Button>
          )}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${b.label}: ${b.percent} % of the monthly budget spent`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', tone)} style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        Alert at {b.alertAtPercent} % and at 100 %, once each per month.
      </p>
    </li>
  );
}

/** The team's monthly budgets with their progress, and the form to add one (owners and admins). */
export function BudgetsPanel({ data, canManage }: { data: CostsResponse; canManage: boolean }) {
  const create = useCreateBudget();
  const remove = useDeleteBudget();
  const [scope, setScope] = useState<BudgetScope>('total');
  const [key, setKey] = useState('');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('80');
  const [deleting, setDeleting] = useState<CostBudget | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const keyOptions =
    scope === 'provider'
      ? data.byProvider
          .filter((r) => r.key !== HOSTING_PROVIDER_ID)
          .concat(
            data.scraperStats
              .filter((s) => !data.byProvider.some((r) => r.key === s.providerId))
              .map((s) => ({ key: s.providerId, label: s.name }) as CostsResponse['byProvider'][number]),
          )
      : scope === 'site'
        ? data.bySite.filter((r) => r.key !== '')
        : scope === 'vertical'
          ? data.byVertical.filter((r) => r.key !== '')
          : [];

  function submit(e: FormEvent) {
    e.preventDefault();
    const monthlyUsd = Number(amount);
    if (!(monthlyUsd > 0)) return setFormError('Give the monthly budget in USD, more than 0.');
    if (scope !== 'total' && !key) return setFormError(`Choose the ${scope} of the budget.`);
    setFormError(null);
    create.mutate(
      { scope, scopeKey: scope === 'total' ? null : key, monthlyUsd, alertAtPercent: Number(percent) },
      { onSuccess: () => setAmount('') },
    );
  }

  return (
    <section aria-labelledby="budgets-title" className="space-y-4">
      <h2 id="budgets-title" className="text-lg font-semibold">
        Monthly budgets
      </h2>
      <p className="text-sm text-muted-foreground">{data.basis.budgets}</p>
      {data.budgets.length === 0 ? (
        <p className="text-sm text-muted-foreground">No budget yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {data.budgets.map((b) => (
            <BudgetRow key={b.id} b={b} canManage={canManage} onDelete={() => setDeleting(b)} />
          ))}
        </ul>
      )}
      {canManage ? (
        <form
          onSubmit={submit}
          className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-5"
          noValidate
        >
          <FormField id="budget-scope" label="Budget on">
            <Select
              id="budget-scope"
              value={scope}
              onChange={(e) => {
                setScope(e.target.value as BudgetScope);
                setKey('');
              }}
            >
              {BUDGET_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {SCOPE_LABEL[s]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id="budget-key"
            label="Which"
            hint={scope === 'total' ? 'Every metered call.' : undefined}
          >
            <Select
              id="budget-key"
              value={key}
              disabled={scope === 'total'}
              onChange={(e) => setKey(e.target.value)}
            >
              <option value="">{scope === 'total' ? '—' : 'Choose…'}</option>
              {keyOptions.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="budget-amount" label="USD per month">
            <Input
              id="budget-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="50"
            />
          </FormField>
          <FormField id="budget-percent" label="Alert at (%)">
            <Input
              id="budget-percent"
              inputMode="numeric"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
            />
          </FormField>
          <div className="flex items-end">
            <Button type="submit" disabled={create.isPending} className="w-full">
              {create.isPending ? 'Saving…' : 'Add budget'}
            </Button>
          </div>
          {(formError || create.isError) && (
            <Alert variant="error" className="sm:col-span-5">
              {formError ?? errorMessage(create.error)}
            </Alert>
          )}
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">Owners and admins of the team set budgets.</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this budget?"
        description={deleting ? `The budget on ${deleting.label} and its alerts go away.` : ''}
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}

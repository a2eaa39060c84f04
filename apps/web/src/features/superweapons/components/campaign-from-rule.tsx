import { type AutomationRule, CAMPAIGN_MAX_PER_DAY } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useStartCampaign } from '../hooks/use-superweapons';

/** A markets campaign of the rule's current matches: a set number a day under a budget. */
export function CampaignFromRule({ rule, onDone }: { rule: AutomationRule; onDone: () => void }) {
  const start = useStartCampaign();
  const [name, setName] = useState(`${rule.name} campaign`);
  const [perDay, setPerDay] = useState('2');
  const [budget, setBudget] = useState('10');
  const id = `campaign-${rule.id}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    start.mutate({ name, ruleId: rule.id, perDay: Number(perDay), budgetUsd: Number(budget) });
  }

  if (start.data) {
    return (
      <Alert variant="success" className="mt-3">
        Campaign "{start.data.name}" created with {start.data.total} markets.{' '}
        <Link className="underline" to={paths.campaign(start.data.id)}>
          Follow its progress
        </Link>
        .{' '}
        <button type="button" className="underline" onClick={onDone}>
          Close
        </button>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-4">
      <FormField id={`${id}-name`} label="Campaign name">
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
        />
      </FormField>
      <FormField id={`${id}-per-day`} label="Sites a day">
        <Input
          id={`${id}-per-day`}
          type="number"
          min={1}
          max={CAMPAIGN_MAX_PER_DAY}
          value={perDay}
          onChange={(e) => setPerDay(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-budget`} label="Budget (USD)">
        <Input
          id={`${id}-budget`}
          type="number"
          min={1}
          step="any"
          value={budget}
          onChange={(e) => setBudget(e.target.value)}
        />
      </FormField>
      <div className="flex items-end">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Starting…' : "Start with the rule's matches"}
        </Button>
      </div>
      {start.error ? (
        <Alert variant="error" className="sm:col-span-4">
          {errorMessage(start.error)}
        </Alert>
      ) : null}
    </form>
  );
}

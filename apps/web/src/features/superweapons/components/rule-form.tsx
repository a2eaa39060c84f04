import { AUTOMATION_MAX_SITES_PER_RUN, type CreateAutomationRule } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useCreateRule } from '../hooks/use-superweapons';

type Kind = CreateAutomationRule['kind'];

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** A new automation rule: build markets that score high and cost little, or refresh quiet sites. */
export function RuleForm({ onDone }: { onDone?: () => void }) {
  const create = useCreateRule();
  const [kind, setKind] = useState<Kind>('build-market');
  const [name, setName] = useState('');
  const [vertical, setVertical] = useState('');
  const [state, setState] = useState('');
  const [minScore, setMinScore] = useState('70');
  const [maxCompetition, setMaxCompetition] = useState('50');
  const [staleDays, setStaleDays] = useState('30');
  const [maxSites, setMaxSites] = useState('3');

  function submit(e: FormEvent) {
    e.preventDefault();
    const maxSitesPerRun = num(maxSites);
    const body: CreateAutomationRule =
      kind === 'build-market'
        ? {
            kind,
            name,
            params: {
              ...(vertical.trim() ? { vertical: vertical.trim().toLowerCase() } : {}),
              ...(state.trim() ? { state: state.trim() } : {}),
              minScore: num(minScore),
              maxCompetition: num(maxCompetition),
              maxSitesPerRun,
            },
          }
        : { kind, name, params: { staleDays: num(staleDays), maxSitesPerRun } };
    create.mutate(body, {
      onSuccess: () => {
        setName('');
        onDone?.();
      },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="New automation rule">
      <FormField id="rule-kind" label="When">
        <Select id="rule-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          <option value="build-market">A market scores high and costs little: build it</option>
          <option value="refresh-stale-site">A live site has had no lead for days: refresh it</option>
        </Select>
      </FormField>
      <FormField id="rule-name" label="Name">
        <Input
          id="rule-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
        />
      </FormField>
      {kind === 'build-market' ? (
        <>
          <FormField id="rule-vertical" label="Vertical (optional)" hint="A vertical slug such as plumbing">
            <Input id="rule-vertical" value={vertical} onChange={(e) => setVertical(e.target.value)} />
          </FormField>
          <FormField id="rule-state" label="State (optional)" hint="Two letters, such as TX">
            <Input id="rule-state" value={state} onChange={(e) => setState(e.target.value)} maxLength={2} />
          </FormField>
          <FormField id="rule-min-score" label="Minimum score (0-100)">
            <Input
              id="rule-min-score"
              type="number"
              min={0}
              max={100}
              value={minScore}
              onChange={(e) => setMinScore(e.target.value)}
            />
          </FormField>
          <FormField
            id="rule-max-competition"
            label="Maximum competition (0-100)"
            hint="Discovery's competition figure: higher is harder and costlier to rank"
          >
            <Input
              id="rule-max-competition"
              type="number"
              min={0}
              max={100}
              value={maxCompetition}
              onChange={(e) => setMaxCompetition(e.target.value)}
            />
          </FormField>
        </>
      ) : (
        <FormField id="rule-stale-days" label="Days without a lead">
          <Input
            id="rule-stale-days"
            type="number"
            min={1}
            max={365}
            value={staleDays}
            onChange={(e) => setStaleDays(e.target.value)}
          />
        </FormField>
      )}
      <FormField id="rule-max-sites" label={`Sites per run (1-${AUTOMATION_MAX_SITES_PER_RUN})`}>
        <Input
          id="rule-max-sites"
          type="number"
          min={1}
          max={AUTOMATION_MAX_SITES_PER_RUN}
          value={maxSites}
          onChange={(e) => setMaxSites(e.target.value)}
        />
      </FormField>
      {create.error ? (
        <Alert variant="error" className="sm:col-span-2">
          {errorMessage(create.error)}
        </Alert>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save rule'}
        </Button>
      </div>
    </form>
  );
}

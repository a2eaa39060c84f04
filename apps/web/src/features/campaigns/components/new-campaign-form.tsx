import type { CampaignKind } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { todayIn, useTimeZone } from '@/lib/time-zone';
import { useCreateCampaign } from '../api/campaigns';
import { type CampaignForm, type CampaignFormErrors, endDate, validateCampaignForm } from '../lib/validate';
import { ItemPicker } from './item-picker';

/** Name, kind and items, schedule, budget, review -> create -> the campaign page. */
export function NewCampaignForm() {
  const zone = useTimeZone();
  const today = todayIn(zone);
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const [form, setForm] = useState<CampaignForm>({
    name: '',
    kind: 'markets',
    items: [],
    startsOn: today,
    perDay: '5',
    budgetUsd: '50',
  });
  const [errors, setErrors] = useState<CampaignFormErrors>({});
  const set = <K extends keyof CampaignForm>(k: K, v: CampaignForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const ends = endDate(form.startsOn, form.items.length, Number(form.perDay));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCampaignForm(form, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      {
        name: form.name.trim(),
        kind: form.kind,
        items: form.items,
        startsOn: form.startsOn,
        perDay: Number(form.perDay),
        budgetUsd: Number(form.budgetUsd),
      },
      { onSuccess: (c) => navigate(paths.campaign(c.id)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>1. What</CardTitle>
            <CardDescription>
              Markets get a site built and deployed each; SEO opportunities are implemented on your hosted
              sites.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <FormField id="c-name" label="Name" error={errors.name}>
              <Input
                id="c-name"
                value={form.name}
                aria-invalid={Boolean(errors.name)}
                onChange={(e) => set('name', e.target.value)}
              />
            </FormField>
            <Segmented<CampaignKind>
              label="Kind"
              value={form.kind}
              options={[
                { value: 'markets', label: 'Markets' },
                { value: 'opportunities', label: 'SEO opportunities' },
              ]}
              onChange={(v) => setForm((f) => ({ ...f, kind: v, items: [] }))}
            />
            <ItemPicker kind={form.kind} selected={form.items} onChange={(ids) => set('items', ids)} />
            {errors.items && <p className="text-xs text-red-300">{errors.items}</p>}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>2. When and how much</CardTitle>
            <CardDescription>Days are yours ({zone}).</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3">
            <FormField id="c-start" label="Start date" error={errors.startsOn}>
              <Input
                id="c-start"
                type="date"
                min={today}
                value={form.startsOn}
                onChange={(e) => set('startsOn', e.target.value)}
              />
            </FormField>
            <FormField id="c-per-day" label="Items a day" error={errors.perDay}>
              <Input
                id="c-per-day"
                type="number"
                min={1}
                max={50}
                value={form.perDay}
                onChange={(e) => set('perDay', e.target.value)}
              />
            </FormField>
            <FormField id="c-budget" label="Budget cap (USD)" error={errors.budgetUsd}>
              <Input
                id="c-budget"
                type="number"
                min={0}
                step="0.01"
                value={form.budgetUsd}
                onChange={(e) => set('budgetUsd', e.target.value)}
              />
            </FormField>
          </CardContent>
        </Card>
      </div>
      <Card className="h-fit lg:sticky lg:top-4">
        <CardHeader>
          <CardTitle>Review</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-muted-foreground">Items</dt>
            <dd>{form.items.length}</dd>
            <dt className="text-muted-foreground">Starts</dt>
            <dd>{form.startsOn || '—'}</dd>
            <dt className="text-muted-foreground">Ends</dt>
            <dd>{ends ?? '—'}</dd>
            <dt className="text-muted-foreground">Budget cap</dt>
            <dd>${Number(form.budgetUsd || 0).toFixed(2)}</dd>
          </dl>
          <p className="text-xs text-muted-foreground">
            No item starts once spend plus its estimate would pass the cap. Spend is what the meter records
            (LLM tokens); the built-in writer costs nothing.
          </p>
          {create.isError && <Alert variant="error">{errorMessage(create.error)}</Alert>}
          <Button type="submit" className="w-full" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create campaign'}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}

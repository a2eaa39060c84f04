import { TEMPLATE_IDS } from '@sdp/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useVerticalOptions } from '../api/market-queries';
import type { FormErrors, MarketForm } from '../lib/market-form';

const TEMPLATE_LABEL = { classic: 'Classic', bold: 'Bold', minimal: 'Minimal' } as const;

/** Limit, vertical, state, tier, minimum payout and template: the inputs of a deployment. */
export function MarketFilterFields({
  id,
  form,
  errors,
  onChange,
  limitLabel = 'Number of sites',
  showFilters = true,
}: {
  id: string;
  form: MarketForm;
  errors: FormErrors;
  onChange: (patch: Partial<MarketForm>) => void;
  limitLabel?: string;
  showFilters?: boolean;
}) {
  const verticals = useVerticalOptions();
  const field = (name: keyof MarketForm) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {showFilters && (
        <>
          <FormField id={`${id}-limit`} label={limitLabel} error={errors.limit}>
            <Input
              {...field('limit')}
              inputMode="numeric"
              value={form.limit}
              onChange={(e) => onChange({ limit: e.target.value })}
            />
          </FormField>
          <FormField id={`${id}-vertical`} label="Vertical" error={errors.vertical}>
            <Select
              {...field('vertical')}
              value={form.vertical}
              onChange={(e) => onChange({ vertical: e.target.value })}
            >
              <option value="">All verticals</option>
              {verticals.data?.map((v) => (
                <option key={v.slug} value={v.slug}>
                  {v.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={`${id}-state`}
            label="State"
            error={errors.state}
            hint="Two letters, e.g. TX; empty for all"
          >
            <Input
              {...field('state')}
              maxLength={2}
              autoComplete="off"
              placeholder="All states"
              value={form.state}
              onChange={(e) => onChange({ state: e.target.value.toUpperCase() })}
            />
          </FormField>
          <FormField id={`${id}-tier`} label="Tier" error={errors.tier}>
            <Select
              {...field('tier')}
              value={form.tier}
              onChange={(e) => onChange({ tier: e.target.value as MarketForm['tier'] })}
            >
              <option value="">All tiers</option>
              <option value="1">Tier 1 (payout $300+)</option>
              <option value="2">Tier 2 (payout $150+)</option>
              <option value="3">Tier 3 (under $150)</option>
            </Select>
          </FormField>
          <FormField id={`${id}-minPayout`} label="Minimum payout ($)" error={errors.minPayout}>
            <Input
              {...field('minPayout')}
              inputMode="decimal"
              placeholder="Any"
              value={form.minPayout}
              onChange={(e) => onChange({ minPayout: e.target.value })}
            />
          </FormField>
        </>
      )}
      <FormField id={`${id}-template`} label="Template" error={errors.template}>
        <Select
          {...field('template')}
          value={form.template}
          onChange={(e) => onChange({ template: e.target.value as MarketForm['template'] })}
        >
          <option value="">Default (classic)</option>
          {TEMPLATE_IDS.map((t) => (
            <option key={t} value={t}>
              {TEMPLATE_LABEL[t]}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}

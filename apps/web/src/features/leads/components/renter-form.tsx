import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import type { RenterInput } from '../api/renters';
import {
  EMPTY_RENTER_FORM,
  parseRenterForm,
  type RenterFormErrors,
  type RenterFormValues,
} from '../lib/renter-form';

/**
 * Name, e-mail, webhook URL, prices per lead and per qualified call, the call length that qualifies,
 * the phone tracked calls ring, monthly rent, auto-accept; checked with the contract.
 */
export function RenterForm({
  initial = EMPTY_RENTER_FORM,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  idPrefix = 'renter',
}: {
  initial?: RenterFormValues;
  submitLabel: string;
  pending?: boolean;
  error?: unknown;
  onSubmit: (input: RenterInput) => void;
  onCancel?: () => void;
  idPrefix?: string;
}) {
  const [v, setV] = useState<RenterFormValues>(initial);
  const [errors, setErrors] = useState<RenterFormErrors>({});
  const set = (k: keyof RenterFormValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = k === 'autoAccept' ? e.target.checked : e.target.value;
    setV((s) => ({ ...s, [k]: value }));
    setErrors((x) => ({ ...x, [k]: undefined, form: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseRenterForm(v);
    if (!parsed.ok) return setErrors(parsed.errors);
    onSubmit(parsed.input);
  };
  const id = (k: string) => `${idPrefix}-${k}`;
  const aria = (k: keyof RenterFormErrors) =>
    errors[k] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(k)}-error` } : {};

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('name')} label="Renter name" error={errors.name}>
          <Input id={id('name')} value={v.name} onChange={set('name')} maxLength={120} {...aria('name')} />
        </FormField>
        <FormField id={id('email')} label="Lead e-mail" error={errors.email}>
          <Input
            id={id('email')}
            type="email"
            value={v.email}
            onChange={set('email')}
            autoCapitalize="none"
            {...aria('email')}
          />
        </FormField>
        <FormField
          id={id('webhook')}
          label="Webhook URL"
          error={errors.webhookUrl}
          hint="Optional; signed with X-Signature"
        >
          <Input
            id={id('webhook')}
            type="url"
            value={v.webhookUrl}
            onChange={set('webhookUrl')}
            placeholder="https://"
            {...aria('webhookUrl')}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField id={id('price')} label="Price per lead ($)" error={errors.pricePerLead}>
            <Input
              id={id('price')}
              inputMode="decimal"
              value={v.pricePerLead}
              onChange={set('pricePerLead')}
              placeholder="0"
              {...aria('pricePerLead')}
            />
          </FormField>
          <FormField id={id('rent')} label="Monthly rent ($)" error={errors.monthlyRent}>
            <Input
              id={id('rent')}
              inputMode="decimal"
              value={v.monthlyRent}
              onChange={set('monthlyRent')}
              placeholder="0"
              {...aria('monthlyRent')}
            />
          </FormField>
        </div>
        <FormField
          id={id('phone')}
          label="Phone for tracked calls"
          error={errors.phone}
          hint="Optional; calls to the site's tracking number ring here"
        >
          <Input
            id={id('phone')}
            type="tel"
            value={v.phone}
            onChange={set('phone')}
            placeholder="(512) 555-0142"
            {...aria('phone')}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField id={id('call-price')} label="Price per call ($)" error={errors.pricePerCall}>
            <Input
              id={id('call-price')}
              inputMode="decimal"
              value={v.pricePerCall}
              onChange={set('pricePerCall')}
              placeholder="0"
              {...aria('pricePerCall')}
            />
          </FormField>
          <FormField
            id={id('call-min')}
            label="Qualifying call (s)"
            error={errors.callMinSeconds}
            hint="A call this long is a lead"
          >
            <Input
              id={id('call-min')}
              inputMode="numeric"
              value={v.callMinSeconds}
              onChange={set('callMinSeconds')}
              placeholder="60"
              {...aria('callMinSeconds')}
            />
          </FormField>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={v.autoAccept}
          onChange={set('autoAccept')}
          className="size-4 accent-emerald-500"
        />
        Accept delivered leads automatically
      </label>
      {errors.form && <p className="text-sm text-red-300">{errors.form}</p>}
      {!!error && <Alert variant="error">{errorMessage(error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

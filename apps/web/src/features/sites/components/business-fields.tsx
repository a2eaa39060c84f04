import { formatUsPhone } from '@sdp/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { BusinessErrors, BusinessFormState } from '../lib/business-form';
import { fieldAria } from '../lib/field-aria';
import { BusinessHoursFields } from './business-hours-fields';
import { BusinessReviewsFields } from './business-reviews-fields';

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-emerald-500"
      />
      {children}
    </label>
  );
}

/** What the phone field's hint says: how the site will show it, or the team default it falls back to. */
function phoneHint(phone: string, defaultPhone: string | null | undefined): string {
  const shown = formatUsPhone(phone);
  if (shown) return `Shown on the site as ${shown}.`;
  if (phone.trim()) return 'A US number with 10 digits.';
  const fallback = defaultPhone ? (formatUsPhone(defaultPhone) ?? defaultPhone) : null;
  return fallback
    ? `Empty: the site uses the team's default phone, ${fallback} (Settings).`
    : 'Empty: no call buttons, the site leads with its form. A team default phone can be set in Settings.';
}

/**
 * The business facts a site is built with (docs/product/rules.md#business-facts): contact,
 * address, trust facts, hours and pasted reviews. Photos are uploaded separately (they need the site).
 */
export function BusinessFields({
  idPrefix,
  state,
  onChange,
  errors,
  nameRequired,
  defaultPhone,
}: {
  idPrefix: string;
  state: BusinessFormState;
  onChange: (patch: Partial<BusinessFormState>) => void;
  errors: BusinessErrors;
  nameRequired: boolean;
  defaultPhone?: string | null;
}) {
  const id = (f: string) => `${idPrefix}-${f}`;
  const text = (f: 'name' | 'phone' | 'email' | 'address' | 'licenseNumber' | 'foundedYear') => ({
    id: id(f),
    value: state[f],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ [f]: e.target.value }),
  });

  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Contact</legend>
        <FormField id={id('name')} label="Business name" error={errors.name}>
          <Input
            {...text('name')}
            maxLength={120}
            required={nameRequired}
            {...fieldAria(errors, 'name', id('name'))}
          />
        </FormField>
        <FormField
          id={id('phone')}
          label="Phone"
          error={errors.phone}
          hint={phoneHint(state.phone, defaultPhone)}
        >
          <Input
            {...text('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            placeholder="(307) 555-0142"
            {...fieldAria(errors, 'phone', id('phone'), true)}
          />
        </FormField>
        <FormField id={id('email')} label="Business e-mail" error={errors.email}>
          <Input
            {...text('email')}
            type="email"
            maxLength={254}
            {...fieldAria(errors, 'email', id('email'))}
          />
        </FormField>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">Address</legend>
        <FormField
          id={id('address')}
          label="Street address"
          error={errors.address}
          hint="Shown on the pages and in search data unless the business serves customers at their place."
        >
          <Input
            {...text('address')}
            maxLength={200}
            placeholder="12 Main St, Casper, WY 82601"
            {...fieldAria(errors, 'address', id('address'), true)}
          />
        </FormField>
        <Check checked={state.serviceAreaOnly} onChange={(v) => onChange({ serviceAreaOnly: v })}>
          Service area only (customers are served at their place: the address stays off the site)
        </Check>
      </fieldset>

      <fieldset className="grid items-start gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Trust facts</legend>
        <FormField
          id={id('licenseNumber')}
          label="License number"
          error={errors.licenseNumber}
          hint='Written "License #…" on the site.'
        >
          <Input
            {...text('licenseNumber')}
            maxLength={60}
            {...fieldAria(errors, 'licenseNumber', id('licenseNumber'), true)}
          />
        </FormField>
        <FormField id={id('foundedYear')} label="In business since (year)" error={errors.foundedYear}>
          <Input
            {...text('foundedYear')}
            inputMode="numeric"
            maxLength={4}
            placeholder="e.g. 2009"
            {...fieldAria(errors, 'foundedYear', id('foundedYear'))}
          />
        </FormField>
        <div className="sm:pt-8">
          <Check checked={state.insured} onChange={(v) => onChange({ insured: v })}>
            Insured
          </Check>
        </div>
      </fieldset>

      <BusinessHoursFields idPrefix={idPrefix} state={state} onChange={onChange} errors={errors} />
      <BusinessReviewsFields
        idPrefix={idPrefix}
        reviews={state.reviews}
        onChange={onChange}
        errors={errors}
      />
    </div>
  );
}

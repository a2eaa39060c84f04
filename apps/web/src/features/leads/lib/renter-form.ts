import { type Renter, renterInputSchema } from '@sdp/shared';
import type { RenterInput } from '../api/renters';

export interface RenterFormValues {
  name: string;
  email: string;
  webhookUrl: string;
  pricePerLead: string;
  monthlyRent: string;
  autoAccept: boolean;
}

export type RenterFormErrors = Partial<Record<keyof RenterFormValues | 'form', string>>;

export const EMPTY_RENTER_FORM: RenterFormValues = {
  name: '',
  email: '',
  webhookUrl: '',
  pricePerLead: '',
  monthlyRent: '',
  autoAccept: true,
};

export const renterToForm = (r: Renter): RenterFormValues => ({
  name: r.name,
  email: r.email ?? '',
  webhookUrl: r.webhookUrl ?? '',
  pricePerLead: String(r.pricePerLead),
  monthlyRent: String(r.monthlyRent),
  autoAccept: r.autoAccept,
});

const money = (v: string): number | undefined | null => {
  const t = v.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

const FIELD_TEXT: Record<string, string> = {
  name: 'Enter a name',
  email: 'Enter a valid e-mail address',
  webhookUrl: 'Enter an http(s) URL',
  pricePerLead: 'Enter an amount from 0 to 100,000',
  monthlyRent: 'Enter an amount from 0 to 1,000,000',
};

/** Checks the renter form with the shared contract; answers the request body or field errors. */
export function parseRenterForm(
  v: RenterFormValues,
): { ok: true; input: RenterInput } | { ok: false; errors: RenterFormErrors } {
  const price = money(v.pricePerLead);
  const rent = money(v.monthlyRent);
  const errors: RenterFormErrors = {};
  if (price === null) errors.pricePerLead = FIELD_TEXT.pricePerLead;
  if (rent === null) errors.monthlyRent = FIELD_TEXT.monthlyRent;
  const candidate = {
    name: v.name,
    email: v.email.trim() || null,
    webhookUrl: v.webhookUrl.trim() || null,
    pricePerLead: price ?? 0,
    monthlyRent: rent ?? 0,
    autoAccept: v.autoAccept,
  };
  const parsed = renterInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in FIELD_TEXT)
        errors[field as keyof RenterFormErrors] ??= FIELD_TEXT[field];
      else errors.form ??= 'Give an e-mail or a webhook URL to deliver leads to';
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: candidate };
}

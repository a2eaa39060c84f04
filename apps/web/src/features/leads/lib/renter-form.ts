import { type Renter, renterInputSchema } from '@sdp/shared';
import type { RenterInput } from '../api/renters';

export interface RenterFormValues {
  name: string;
  email: string;
  webhookUrl: string;
  phone: string;
  pricePerLead: string;
  pricePerCall: string;
  callMinSeconds: string;
  monthlyRent: string;
  autoAccept: boolean;
}

export type RenterFormErrors = Partial<Record<keyof RenterFormValues | 'form', string>>;

export const EMPTY_RENTER_FORM: RenterFormValues = {
  name: '',
  email: '',
  webhookUrl: '',
  phone: '',
  pricePerLead: '',
  pricePerCall: '',
  callMinSeconds: '60',
  monthlyRent: '',
  autoAccept: true,
};

export const renterToForm = (r: Renter): RenterFormValues => ({
  name: r.name,
  email: r.email ?? '',
  webhookUrl: r.webhookUrl ?? '',
  phone: r.phone ?? '',
  pricePerLead: String(r.pricePerLead),
  pricePerCall: String(r.pricePerCall),
  callMinSeconds: String(r.callMinSeconds),
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
  phone: 'Enter a US phone number with 10 digits, like (307) 555-0142',
  pricePerLead: 'Enter an amount from 0 to 100,000',
  pricePerCall: 'Enter an amount from 0 to 100,000',
  callMinSeconds: 'Enter whole seconds from 0 to 3,600',
  monthlyRent: 'Enter an amount from 0 to 1,000,000',
};

/** Checks the renter form with the shared contract; answers the request body or field errors. */
export function parseRenterForm(
  v: RenterFormValues,
): { ok: true; input: RenterInput } | { ok: false; errors: RenterFormErrors } {
  const price = money(v.pricePerLead);
  const callPrice = money(v.pricePerCall);
  const rent = money(v.monthlyRent);
  const minText = v.callMinSeconds.trim();
  const minSeconds = minText === '' ? 60 : Number(minText);
  const errors: RenterFormErrors = {};
  if (price === null) errors.pricePerLead = FIELD_TEXT.pricePerLead;
  if (callPrice === null) errors.pricePerCall = FIELD_TEXT.pricePerCall;
  if (rent === null) errors.monthlyRent = FIELD_TEXT.monthlyRent;
  const candidate = {
    name: v.name,
    email: v.email.trim() || null,
    webhookUrl: v.webhookUrl.trim() || null,
    phone: v.phone.trim() || null,
    pricePerLead: price ?? 0,
    pricePerCall: callPrice ?? 0,
    callMinSeconds: minSeconds,
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

import { CAMPAIGN_MAX_ITEMS, CAMPAIGN_MAX_PER_DAY, type CampaignKind } from '@sdp/shared';

// The new-campaign form's rules (the server's, docs/campaigns.md) and its schedule arithmetic.

export interface CampaignForm {
  name: string;
  kind: CampaignKind;
  items: string[];
  startsOn: string;
  perDay: string;
  budgetUsd: string;
}

export type CampaignFormErrors = Partial<
  Record<'name' | 'items' | 'startsOn' | 'perDay' | 'budgetUsd', string>
>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The last day an item starts: `count` items at `perDay` a day from `startsOn`. */
export function endDate(startsOn: string, count: number, perDay: number): string | null {
  if (!DAY.test(startsOn) || count < 1 || perDay < 1) return null;
  return addDays(startsOn, Math.ceil(count / perDay) - 1);
}

export function validateCampaignForm(form: CampaignForm, today: string): CampaignFormErrors {
  const errors: CampaignFormErrors = {};
  if (!form.name.trim()) errors.name = 'Give the campaign a name';
  else if (form.name.trim().length > 120) errors.name = 'At most 120 characters';
  if (form.items.length === 0)
    errors.items = form.kind === 'markets' ? 'Pick at least one market' : 'Pick at least one opportunity';
  else if (form.items.length > CAMPAIGN_MAX_ITEMS) errors.items = `At most ${CAMPAIGN_MAX_ITEMS} items`;
  if (!DAY.test(form.startsOn) || Number.isNaN(Date.parse(`${form.startsOn}T00:00:00Z`)))
    errors.startsOn = 'Pick a start date';
  else if (form.startsOn < today) errors.startsOn = 'The start cannot be in the past';
  const perDay = Number(form.perDay);
  if (!Number.isInteger(perDay) || perDay < 1 || perDay > CAMPAIGN_MAX_PER_DAY) {
    errors.perDay = `A whole number from 1 to ${CAMPAIGN_MAX_PER_DAY}`;
  }
  const budget = Number(form.budgetUsd);
  if (form.budgetUsd.trim() === '' || !Number.isFinite(budget) || budget <= 0)
    errors.budgetUsd = 'A budget above $0';
  else if (budget > 1_000_000) errors.budgetUsd = 'At most $1,000,000';
  return errors;
}

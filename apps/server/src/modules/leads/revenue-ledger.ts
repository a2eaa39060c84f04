// The one revenue definition (docs/product/rules.md#revenue-metrics), pure: every screen's revenue
// (the revenue API, analytics, performance metrics, a site's revenue this month, milestones) is summed
// from the entries made here.
//
// - Rent is booked per rental period and calendar month (UTC): a month the rental runs through
//   whole books the full monthly rent on the 1st; a partial month books monthlyRent × days rented
//   ÷ days in that month, on the day the period starts (the 1st, or the rental's start day). Days
//   rented run from the start day up to, not including, the end day. A running rental books its
//   current month in full (to the month's end) on the month's first day (or its start day); when it
//   ends, the month is booked again for the days it ran, unless that charge was invoiced already
//   (an invoiced charge keeps its amount).
//   Charges are synced per team without a reader, so their months stay UTC (docs/time-zones.md).
// - Lead income: the value of accepted or billed leads of kind 'form', dated by arrival (the
//   reader's local day: revenue.repository.ts leadDays).
// - Call income: the same for leads of kind 'call' (qualified tracked calls).

import { dayKey } from '../../lib/periods';

const DAY_MS = 86_400_000;

export const money = (n: number) => Math.round(n * 100) / 100;
const dayOf = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const monthOf = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

export interface RentalPeriod {
  id: string;
  siteId: string;
  monthlyRent: number;
  startedAt: Date;
  endedAt: Date | null;
}

/** Rent of one rental in one month: [periodStart, periodEnd) in UTC days, booked on periodStart. */
export interface PlannedCharge {
  rentalId: string;
  siteId: string;
  /** YYYY-MM-01 */
  month: string;
  /** YYYY-MM-DD, the day the charge is booked. */
  periodStart: string;
  /** YYYY-MM-DD, exclusive. */
  periodEnd: string;
  amount: number;
}

/** The charges a rental books until `now` (no month after now's month). */
export function plannedCharges(r: RentalPeriod, now: Date): PlannedCharge[] {
  const start = dayOf(r.startedAt);
  const end = r.endedAt ? dayOf(r.endedAt) : null;
  if (start > now || (end && end <= start)) return [];
  const lastMonth = monthOf(end ? new Date(end.getTime() - DAY_MS) : now);
  const out: PlannedCharge[] = [];
  for (let m = monthOf(start); m <= lastMonth; m = nextMonth(m)) {
    const next = nextMonth(m);
    const from = new Date(Math.max(start.getTime(), m.getTime()));
    const to = end && end < next ? end : next;
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
    const inMonth = Math.round((next.getTime() - m.getTime()) / DAY_MS);
    if (days <= 0) continue;
    out.push({
      rentalId: r.id,
      siteId: r.siteId,
      month: dayKey(m),
      periodStart: dayKey(from),
      periodEnd: dayKey(to),
      amount: days === inMonth ? r.monthlyRent : money((r.monthlyRent * days) / inMonth),
    });
  }
  return out;
}

/** A stored charge as the ledger reads it. */
export interface BookedCharge {
  siteId: string;
  periodStart: string;
  amount: number;
  invoicedAt: Date | null;
}

/** Lead value per site, day and kind (accepted and billed leads) and leads received (any status). */
export interface LeadDayRow {
  siteId: string;
  day: string;
  formValue: number;
  callValue: number;
  leads: number;
}

/** Revenue of one site on one UTC day. */
export interface LedgerEntry {
  siteId: string;
  day: string;
  rent: number;
  leadIncome: number;
  callIncome: number;
  /** Leads received that day, any status. */
  leads: number;
}

export interface RevenueSplit {
  rent: number;
  leadIncome: number;
  callIncome: number;
  total: number;
}

/** The ledger: rent on the day each charge is booked, lead and call income on the day leads arrived. */
export function ledgerEntries(charges: BookedCharge[], leadRows: LeadDayRow[]): LedgerEntry[] {
  const out = new Map<string, LedgerEntry>();
  const of = (siteId: string, day: string) => {
    const k = `${siteId}|${day}`;
    let e = out.get(k);
    if (!e) {
      e = { siteId, day, rent: 0, leadIncome: 0, callIncome: 0, leads: 0 };
      out.set(k, e);
    }
    return e;
  };
  for (const c of charges) of(c.siteId, c.periodStart).rent += c.amount;
  for (const l of leadRows) {
    const e = of(l.siteId, l.day);
    e.leadIncome += l.formValue;
    e.callIncome += l.callValue;
    e.leads += l.leads;
  }
  return [...out.values()];
}

/** Sum of the entries whose day is in [from, to] (YYYY-MM-DD, inclusive; open ends when omitted). */
export function splitOf(entries: LedgerEntry[], from?: string, to?: string): RevenueSplit {
  let rent = 0;
  let leadIncome = 0;
  let callIncome = 0;
  for (const e of entries) {
    if ((from && e.day < from) || (to && e.day > to)) continue;
    rent += e.rent;
    leadIncome += e.leadIncome;
    callIncome += e.callIncome;
  }
  return {
    rent: money(rent),
    leadIncome: money(leadIncome),
    callIncome: money(callIncome),
    total: money(rent + leadIncome + callIncome),
  };
}

export const entryTotal = (e: LedgerEntry) => e.rent + e.leadIncome + e.callIncome;

/** Booked rent not invoiced yet (charges booked up to `today`). */
export function toInvoice(charges: BookedCharge[], today: string): number {
  let sum = 0;
  for (const c of charges) if (!c.invoicedAt && c.periodStart <= today) sum += c.amount;
  return money(sum);
}

/** How the revenue split is computed, for the screens (`basis`). */
export const SPLIT_BASIS = {
  rent: 'Rent booked per rental and calendar month (UTC): a whole month books the monthly rent on the 1st; a partial month books monthly rent × days rented ÷ days in the month, on the day the rental starts.',
  leadIncome: 'The value of accepted or billed form leads (their renter’s price per lead), dated by arrival.',
  callIncome:
    'The value of accepted or billed qualified calls (their renter’s price per call), dated by arrival.',
  toInvoice: 'Rent booked so far that is not marked invoiced yet.',
};

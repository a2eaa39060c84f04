// Fact variables a phrase can use, and the filler that substitutes them.
import { availabilityOf } from './availability';
import { withAcronyms } from './services';
import type { PageBrief } from './writer';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const monthName = (m: number): string => MONTHS[m];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export type Vars = Record<string, string>;

/**
 * The busy season in words: "July is usually the busiest month", "June and July are usually the
 * busiest months", and a run of three or more months as a stretch: "March through October is
 * usually the busiest stretch of the year". Peak months are indices 0-11, in calendar order.
 */
export function peakSentence(peaks: readonly number[]): string {
  if (peaks.length === 0) return 'no single month is much busier than the others';
  const names = peaks.map(monthName);
  if (peaks.length === 1) return `${names[0]} is usually the busiest month`;
  // The longest run of consecutive months, wrapping from December into January.
  const set = new Set(peaks);
  const start = peaks.find((m) => !set.has((m + 11) % 12));
  if (peaks.length >= 3 && start !== undefined) {
    let end = start;
    while (set.has((end + 1) % 12) && (end + 1) % 12 !== start) end = (end + 1) % 12;
    const run = ((end - start + 12) % 12) + 1;
    if (run === peaks.length)
      return `${monthName(start)} through ${monthName(end)} is usually the busiest stretch of the year`;
  }
  return `${listWords(names)} are usually the busiest months`;
}

const KM_PER_MILE = 1.609344;

/** A distance as US pages write it: "12 miles", "1 mile" (never under 1). */
export function milesText(km: number): string {
  const mi = Math.max(1, Math.round(km / KM_PER_MILE));
  return `${mi} mile${mi === 1 ? '' : 's'}`;
}

/** The first peak month at or after the build month (wrapping), or -1 when the year is flat. */
export function nextPeakMonth(month: number, peaks: readonly number[]): number {
  if (!peaks.length) return -1;
  return peaks.find((m) => m >= month) ?? peaks[0];
}

/** Verticals named after the professional: what their work is called in a sentence. */
const FIELD: Record<string, string> = {
  electrician: 'electrical work',
  locksmith: 'locksmith services',
  concrete: 'concrete work',
  'garage-door': 'garage door service',
  dentist: 'dental care',
  'cosmetic-dentist': 'cosmetic dentistry',
  orthodontist: 'orthodontic care',
  chiropractor: 'chiropractic care',
  'plastic-surgeon': 'plastic surgery',
  veterinarian: 'veterinary care',
  'med-spa': 'med spa treatments',
  'real-estate-agent': 'real estate services',
  'mortgage-broker': 'mortgage services',
  'insurance-agent': 'insurance services',
};

/** "DUI legal help", "dental care", "roofing": the vertical as a sentence names its work. */
export function fieldOf(v: { slug: string; name: string }): string {
  return withAcronyms(FIELD[v.slug] ?? legalHelp(v.name).toLowerCase());
}

/** "DUI Lawyer" -> "DUI legal help"; other names as they are. */
function legalHelp(name: string): string {
  const lower = name.toLowerCase();
  for (const word of [' lawyer', ' attorney']) {
    if (lower.endsWith(word)) return `${name.slice(0, -word.length).trimEnd()} legal help`;
  }
  return name;
}

export function varsOf(b: PageBrief): Vars {
  const p = b.place;
  const f = b.facts;
  const n = p.neighbours;
  const pct = Math.round((f.seasonFactor - 1) * 100);
  const zips = p.zips.slice(0, 6);
  const a = availabilityOf(b.business);
  const peak = nextPeakMonth(f.month, f.peakMonths);
  return {
    business: b.businessName,
    city: p.city,
    state: p.state,
    stateName: p.stateName,
    county: p.county ? `${p.county} County`.replace(/ County County$/, ' County') : p.stateName,
    pop: Math.round(p.population).toLocaleString('en-US'),
    // {vertical}/{Field} in sentences ("dental care"); {Vertical} in titles and headings ("Dentist").
    vertical: fieldOf(f.vertical),
    Field: capitalize(fieldOf(f.vertical)),
    Vertical: f.vertical.name,
    trade: withAcronyms(f.vertical.naicsTitle.toLowerCase()),
    service: withAcronyms(b.service?.name.toLowerCase() ?? f.vertical.name.toLowerCase()),
    Service: b.service?.name ?? f.vertical.name,
    month: monthName(f.month),
    // Seasonality in a customer's words, never the figures behind it.
    seasonBusy:
      pct >= 10 ? 'busier than usual' : pct <= -10 ? 'quieter than usual' : 'about as busy as any month',
    peakSentence: peakSentence(f.peakMonths),
    n1: n[0]?.city ?? p.county ?? p.stateName,
    n2: n[1]?.city ?? n[0]?.city ?? p.stateName,
    mi1: n[0] ? milesText(n[0].km) : '0 miles',
    mi2: n[1] ? milesText(n[1].km) : n[0] ? milesText(n[0].km) : '0 miles',
    nextPeak: peak >= 0 ? monthName(peak) : '',
    // The business's own facts, in words (availability.ts); empty when not given.
    phone: a.phone,
    orCall: a.phone ? ` or call ${a.phone}` : '',
    hours: a.hours,
    license: b.business.licenseNumber?.trim() ?? '',
    nearList: n.length ? listWords(n.slice(0, 4).map((x) => x.city)) : `the rest of ${p.stateName}`,
    zip: zips[0] ?? '',
    zipList: zips.length ? listWords(zips) : p.city,
    zipCount: String(p.zips.length),
  };
}

/** Phrase templates split once into literal text (even slots) and variable names (odd slots). */
const compiled = new Map<string, string[]>();

export function fill(template: string, vars: Vars): string {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    if (compiled.size > 4096) compiled.clear();
    compiled.set(template, parts);
  }
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const value = vars[parts[i]] ?? '';
    const next = parts[i + 1];
    // "8 a.m. to 5 p.m." before a full stop: one period, not two.
    out += value + (value.endsWith('.') && next.startsWith('.') ? next.slice(1) : next);
  }
  return out;
}

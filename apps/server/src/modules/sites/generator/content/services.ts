// The 4-8 services a site offers, derived from the vertical's core keywords and modifiers.
import type { VerticalData } from '../../../../data/verticals';
import { slugify } from '../escape';

export interface Service {
  name: string;
  slug: string;
  /** The keyword the page targets, lower case ("roof repair"). */
  keyword: string;
}

export type VerticalGroup = 'home' | 'legal' | 'health' | 'finance' | 'auto' | 'care' | 'service';

export function groupOf(v: VerticalData): VerticalGroup {
  const n = v.naicsCode;
  if (n.startsWith('23') || n.startsWith('5613') || n.startsWith('5617') || n.startsWith('5621'))
    return 'home';
  if (n.startsWith('8114') || n.startsWith('2382') || n === '561621' || n === '484210') return 'home';
  if (n.startsWith('5411')) return 'legal';
  if (n.startsWith('621') || n === '541940' || n === '812199') return 'health';
  if (n.startsWith('52') || n.startsWith('531') || n === '541213') return 'finance';
  if (n.startsWith('8111') || n === '488410') return 'auto';
  if (n.startsWith('623')) return 'care';
  return 'service';
}

/** Words written in capitals wherever they appear (trade and service names, prose). */
const ACRONYMS = new Set([
  'hvac',
  'ac',
  'dui',
  'dwi',
  'cpa',
  'er',
  'iv',
  'ev',
  'rv',
  'atv',
  'ada',
  'irs',
  'llc',
  'ssdi',
  'cdl',
  'mri',
  'ptsd',
  'tmj',
  'aba',
  'lasik',
  'prk',
  'fue',
  'hoa',
  'pvc',
  'pex',
  'fha',
  'va',
]);

/** "ac repair" -> "AC repair", "Hvac" -> "HVAC": acronyms in capitals, other words as given. */
export function withAcronyms(text: string): string {
  return text.replace(/[A-Za-z]+/g, (w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w));
}

export function titleCase(s: string): string {
  return withAcronyms(
    s.replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\b(And|Of|In|Or)\b/g, (w) => w.toLowerCase()),
  );
}

/** Single words naming the professional ("roofer", "dentist") are not services. */
function isProfessional(k: string): boolean {
  return !k.includes(' ') && !k.endsWith('ing') && !k.endsWith('s');
}

const MODIFIER_SERVICES: Record<string, (v: string) => string> = {
  emergency: (v) => `Emergency ${v}`,
  '24 hour': (v) => `24-Hour ${v}`,
  'same day': (v) => `Same-Day ${v}`,
  'storm damage': () => 'Storm Damage Repair',
  'free estimate': (v) => `Free ${v} Estimates`,
  'free consultation': () => 'Free Case Consultation',
  'free inspection': (v) => `Free ${v} Inspection`,
  mobile: (v) => `Mobile ${v}`,
  insurance: (v) => `${v} Insurance Claims`,
  'payment plan': (v) => `${v} Payment Plans`,
  'accepting new patients': () => 'New Patient Visits',
};

const RESERVED_SLUGS = new Set([
  'about',
  'faq',
  'contact',
  'privacy',
  'terms',
  'thank-you',
  'areas',
  'assets',
]);

/** Named services as pages: unique slugs, none clashing with the site's fixed pages, at most 8. */
export function asServices(items: readonly { name: string; keyword?: string }[]): Service[] {
  const seen = new Set<string>();
  const out: Service[] = [];
  for (const { name, keyword } of items) {
    const slug = slugify(name);
    if (!slug || seen.has(slug) || RESERVED_SLUGS.has(slug)) continue;
    seen.add(slug);
    out.push({ name, slug, keyword: keyword ?? name.toLowerCase() });
  }
  return out.slice(0, 8);
}

/**
 * The generic services of a vertical without copy: its keywords that name a service, then its
 * modifiers that make one ("Emergency Plumbing"); `keep` leaves out names the site may not offer.
 */
export function servicesOf(v: VerticalData, keep: (name: string) => boolean = () => true): Service[] {
  const names: string[] = [];
  for (const k of v.keywords) if (!isProfessional(k)) names.push(titleCase(k));
  for (const m of v.modifiers) {
    const make = MODIFIER_SERVICES[m];
    if (make && keep(make(v.name))) names.push(make(v.name));
  }
  if (names.length < 4) names.push(`${v.name} Consultation`);
  if (names.length < 4) names.push(`${v.name} Quotes`);
  return asServices(names.map((name) => ({ name })));
}

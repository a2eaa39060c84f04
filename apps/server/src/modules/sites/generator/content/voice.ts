// A site's voice: its vertical's copy (copy/index.ts) or the generic banks when the vertical has
// none yet, cleaned once per site of everything the site may not say (its kind's banned phrases,
// around-the-clock wording without 24-hour service, "call us" without a phone, unhurried wording
// on urgent sites). See docs/product/rules.md#site-copy.
import type { VerticalData } from '../../../../data/verticals';
import type { BusinessInfo } from '../types';
import { availabilityOf } from './availability';
import type { VerticalCopy, VerticalKind } from './copy';
import { type FaqChoice, GENERIC_FAQS, licenseFaq } from './faqs';
import {
  GENERIC_ABOUT,
  GENERIC_AUDIENCE,
  GENERIC_PREPARE,
  GENERIC_SEASON,
  GENERIC_WHY,
} from './generic-copy';
import {
  SERVICE_COST,
  SERVICE_FAQS,
  SERVICE_SIGNS,
  SERVICE_STEPS,
  SERVICE_TIMING,
  SERVICE_WHAT,
} from './generic-services';
import { bannedPattern, genericDisclaimer, kindOf, pullsPermits, REGULATED } from './kind-rules';
import { allowed, lines, type Profile, profileOf, refusals, type Tag } from './lines';
import type { Service } from './services';

export interface ServiceVoice {
  what: string[];
  signs: string[];
  /** Alternative step sequences; a page takes one. */
  steps: string[][];
  cost: string[];
  timing: string[];
  faqs: FaqChoice[];
}

export interface Voice {
  kind: VerticalKind;
  /** True when the vertical has no copy and the generic banks speak for it. */
  generic: boolean;
  audience: string;
  profile: Profile;
  about: string[];
  why: string[];
  prepare: string[];
  faqs: FaqChoice[];
  /** Questions about the place and the business's hours (generic, every site). */
  localFaqs: FaqChoice[];
  license: FaqChoice;
  /** Seasonal advice by month (0 = January). */
  season: string[][];
  disclaimer?: string;
  service(s: Service): ServiceVoice;
}

function tagsOf(v: VerticalData, kind: VerticalKind, business: BusinessInfo): Tag[] {
  const a = availabilityOf(business);
  const tags: Tag[] = [kind, kind === 'emergency' || kind === 'planned' ? 'trade' : 'advice'];
  tags.push(kind === 'emergency' ? 'urgent' : 'calm');
  tags.push(a.phone ? 'phone' : 'nophone');
  tags.push(a.open24h ? 'open24h' : a.hours ? 'hours' : 'nohours');
  if (pullsPermits(v, kind)) tags.push('permits');
  if (REGULATED.has(kind)) tags.push('regulated');
  return tags;
}

function genericSeason(peaks: readonly number[], seasonality: readonly number[], p: Profile): string[][] {
  const say = (k: keyof typeof GENERIC_SEASON) => lines(GENERIC_SEASON[k], p);
  return seasonality.map((f, m) => {
    if (!peaks.length) return say('even');
    if (peaks.includes(m)) return say('peak');
    const ahead = Math.min(...peaks.map((x) => (x - m + 12) % 12));
    if (ahead <= 2 || f >= 0.97) return say('before');
    return say('quiet');
  });
}

function genericService(p: Profile): ServiceVoice {
  return {
    what: lines(SERVICE_WHAT, p),
    signs: lines(SERVICE_SIGNS, p),
    steps: lines(SERVICE_STEPS, p).map((s) => s.split('|')),
    cost: lines(SERVICE_COST, p),
    timing: lines(SERVICE_TIMING, p),
    faqs: SERVICE_FAQS.flatMap((f) => {
      const q = lines([f.q], p);
      return q.length && allowed(f.a, p) ? [{ q, a: [f.a] }] : [];
    }),
  };
}

function genericFaqs(p: Profile, local: boolean): FaqChoice[] {
  const out: FaqChoice[] = [];
  for (const f of GENERIC_FAQS) {
    if (!!f.local !== local || (f.when && !f.when.every((t) => p.tags.has(t)))) continue;
    const q = f.q.filter((x) => allowed(x, p));
    const a = f.a.filter((x) => allowed(x, p));
    if (q.length && a.length) out.push({ q, a });
  }
  return out;
}

function copyService(s: VerticalCopy['services'][number], p: Profile): ServiceVoice {
  const ok = (xs: readonly string[]) => xs.filter((x) => allowed(x, p));
  return {
    what: ok(s.what),
    signs: ok(s.signs),
    steps: [ok(s.steps)],
    cost: ok(s.cost),
    timing: ok(s.timing),
    faqs: s.faqs.filter((f) => allowed(f.q, p) && allowed(f.a, p)).map((f) => ({ q: [f.q], a: [f.a] })),
  };
}

function build(
  v: VerticalData,
  copy: VerticalCopy | undefined,
  business: BusinessInfo,
  peaks: number[],
): Voice {
  const kind = kindOf(v, copy);
  const a = availabilityOf(business);
  const refuse = refusals(bannedPattern(kind, copy?.banned), {
    open24h: a.open24h,
    phone: !!a.phone,
    urgent: kind === 'emergency',
  });
  const p = profileOf(tagsOf(v, kind, business), refuse);
  const generic = genericService(p);
  const season = genericSeason(peaks, v.seasonality, p);
  const base = {
    kind,
    profile: p,
    license: licenseFaq(kind, business),
    localFaqs: genericFaqs(p, true),
    disclaimer: copy?.disclaimer ?? genericDisclaimer(kind, v),
  };
  if (!copy) {
    return {
      ...base,
      generic: true,
      audience: GENERIC_AUDIENCE[kind],
      about: lines(GENERIC_ABOUT, p),
      why: lines(GENERIC_WHY, p),
      prepare: lines(GENERIC_PREPARE, p),
      faqs: genericFaqs(p, false),
      season,
      service: () => generic,
    };
  }
  const ok = (xs: readonly string[]) => xs.filter((x) => allowed(x, p));
  for (const entry of copy.seasons) {
    const advice = ok(entry.advice);
    if (advice.length) for (const m of entry.months) if (m >= 0 && m < 12) season[m] = advice;
  }
  const services = new Map<string, ServiceVoice>();
  const byName = new Map(copy.services.map((s) => [s.name, s]));
  return {
    ...base,
    generic: false,
    audience: copy.audience,
    about: ok(copy.about),
    why: ok(copy.why),
    prepare: ok(copy.prepare),
    faqs: copy.faqs.filter((f) => allowed(f.q, p) && allowed(f.a, p)).map((f) => ({ q: [f.q], a: [f.a] })),
    season,
    service: (s) => {
      let sv = services.get(s.slug);
      if (!sv) {
        const c = byName.get(s.name);
        sv = c ? copyService(c, p) : generic;
        services.set(s.slug, sv);
      }
      return sv;
    },
  };
}

const cache = new WeakMap<object, WeakMap<BusinessInfo, Voice>>();

/** The voice of a site, built once per copy (or vertical) and business. */
export function voiceOf(
  v: VerticalData,
  copy: VerticalCopy | undefined,
  business: BusinessInfo,
  peakMonths: number[],
): Voice {
  const key = copy ?? v;
  let byBusiness = cache.get(key);
  if (!byBusiness) {
    byBusiness = new WeakMap();
    cache.set(key, byBusiness);
  }
  let voice = byBusiness.get(business);
  if (!voice) {
    voice = build(v, copy, business, peakMonths);
    byBusiness.set(business, voice);
  }
  return voice;
}

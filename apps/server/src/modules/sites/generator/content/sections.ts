// Section builders of the built-in writer: the voice's copy and the phrase banks, filled with the
// page's facts, in seeded order and wording (docs/product/rules.md#site-copy).
import type { Rng } from '../../../../lib/prng';
import type { FaqChoice } from './faqs';
import { type Line, lines } from './lines';
import type { Section } from './model';
import * as P from './phrases';
import { type Service, withAcronyms } from './services';
import { fill, milesText, type Vars } from './vars';
import type { Voice } from './voice';
import type { PageBrief } from './writer';

export interface Ctx {
  rng: Rng;
  b: PageBrief;
  v: Vars;
  voice: Voice;
}

/** n lines of a bank (already filtered for the site) in seeded order, filled. */
export function take(c: Ctx, bank: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (const s of c.rng.shuffle(bank).slice(0, n)) out.push(fill(s, c.v));
  return out;
}

export const say = (c: Ctx, bank: readonly Line[], n: number): string =>
  take(c, lines(bank, c.voice.profile), n).join(' ');

export const one = (c: Ctx, bank: readonly Line[]): string => say(c, bank, 1);

export const heading = (c: Ctx, key: string): string => one(c, P.HEADINGS[key]);

/** Sentences as one or two paragraphs. */
function paras(c: Ctx, s: string[]): string[] {
  if (s.length < 4) return [s.join(' ')];
  const cut = 2 + c.rng.int(s.length - 3);
  return [s.slice(0, cut).join(' '), s.slice(cut).join(' ')];
}

const items = (xs: string[]) => xs.map((text) => ({ text }));

/** A service's question on a page about something else: its {service} slots filled first. */
export function serviceFaq(c: Ctx, s: Service, f: FaqChoice): FaqChoice {
  const v = serviceVars(c.v, s);
  return { q: f.q.map((x) => fill(x, v)), a: f.a.map((x) => fill(x, v)) };
}

export function about(c: Ctx, n: number): Section {
  return { heading: heading(c, 'about'), paragraphs: paras(c, take(c, c.voice.about, n)) };
}

export function local(c: Ctx, n: number): Section {
  return { heading: heading(c, 'local'), paragraphs: [say(c, P.LOCAL, n)] };
}

/** Advice for the build month and for the next peak month, then how busy the season is. */
export function season(c: Ctx): Section {
  const f = c.b.facts;
  const now = c.voice.season[f.month] ?? [];
  const peak = f.peakMonths.find((m) => m >= f.month) ?? f.peakMonths[0];
  const later = peak === undefined ? [] : c.voice.season[peak];
  const out = take(c, now, c.voice.generic ? 1 : 2);
  // The peak's own advice, with {month} naming the peak month.
  const ahead = later && later !== now ? take({ ...c, v: { ...c.v, month: c.v.nextPeak } }, later, 1)[0] : '';
  if (ahead) out.push(`Looking ahead to ${c.v.nextPeak}: ${ahead}`);
  out.push(one(c, P.SEASON));
  return { heading: heading(c, 'season'), paragraphs: [out.join(' ')] };
}

/** A sentence on what a service is: its copy's first; generic services each get another one. */
export function blurb(c: Ctx, s: Service, i: number): string {
  const what = c.voice.service(s).what;
  if (!what.length) return '';
  return fill(what[c.voice.generic ? i % what.length : 0], serviceVars(c.v, s));
}

export function services(c: Ctx, blurbs: number): Section {
  const b = c.b;
  const described = c.rng
    .shuffle(b.services)
    .slice(0, blurbs)
    .map((s, i) => blurb(c, s, i + c.rng.int(4)))
    .filter(Boolean);
  return {
    heading: heading(c, 'services'),
    paragraphs: [one(c, P.SERVICES_LEAD), ...(described.length ? [described.join(' ')] : [])],
    list: b.services.map((s) => {
      const href = b.serviceHref(s);
      return { text: `${s.name} in ${b.place.city}`, ...(href ? { href } : {}) };
    }),
  };
}

export function why(c: Ctx, n: number): Section {
  return { heading: heading(c, 'why'), paragraphs: [], list: items(take(c, c.voice.why, n)) };
}

export function prepare(c: Ctx, n: number): Section {
  return {
    heading: heading(c, 'prepare'),
    paragraphs: [one(c, P.PREPARE_LEAD)],
    list: items(take(c, c.voice.prepare, n)),
  };
}

export function reach(c: Ctx): Section {
  return { heading: heading(c, 'reach'), paragraphs: [`${one(c, P.REACH_WHEN)} ${one(c, P.REACH_HOW)}`] };
}

function areaList(b: PageBrief): Section['list'] {
  return b.place.neighbours.slice(0, 5).map((n) => {
    const href = b.placeHref(n.placeId);
    return { text: `${n.city}, ${n.state} (${milesText(n.km)})`, ...(href ? { href } : {}) };
  });
}

export function areas(c: Ctx): Section {
  return { heading: heading(c, 'areas'), paragraphs: [one(c, P.AREAS)], list: areaList(c.b) };
}

export function cta(c: Ctx): Section {
  return { heading: heading(c, 'cta'), paragraphs: [one(c, P.CTA)] };
}

const lowerNames = new Map<string, string>();

/** Vars about one service: its name in the {service} and {Service} slots. */
export function serviceVars(v: Vars, s: Service): Vars {
  let lower = lowerNames.get(s.name);
  if (lower === undefined) {
    lower = withAcronyms(s.name.toLowerCase());
    if (lowerNames.size > 1000) lowerNames.clear();
    lowerNames.set(s.name, lower);
  }
  return { ...v, service: lower, Service: s.name };
}

export function serviceCtx(c: Ctx, s: Service): Ctx {
  return { ...c, v: serviceVars(c.v, s) };
}

/** A closer look at one service on a page about something else, linked to its page if it has one. */
export function spotlight(c: Ctx, s: Service, nWhat: number, nSigns: number): Section {
  const sc = serviceCtx(c, s);
  const sv = c.voice.service(s);
  const what = take(sc, sv.what.slice(1), nWhat);
  const href = c.b.serviceHref(s);
  return {
    heading: heading(sc, 'spotlight'),
    paragraphs: [what.join(' ')],
    list: [
      ...items(take(sc, sv.signs, nSigns)),
      ...(href ? [{ text: `More about ${s.name} in ${c.b.place.city}`, href }] : []),
    ],
  };
}

// ---- service pages ----

/**
 * The sections of a service page. Each takes a seeded share of the service's copy (all the steps,
 * which are a sequence), so the same service's pages on sites of two cities do not repeat each other.
 */
export function serviceSections(c: Ctx, s: Service): Record<string, Section> {
  const { rng } = c;
  const sv = c.voice.service(s);
  const steps = sv.steps.length ? rng.pick(sv.steps) : [];
  const what = Math.max(3, sv.what.length - 1 - rng.int(2));
  return {
    what: { heading: heading(c, 'what'), paragraphs: paras(c, take(c, sv.what, what)) },
    signs: { heading: heading(c, 'signs'), paragraphs: [], list: items(take(c, sv.signs, 3 + rng.int(2))) },
    steps: { heading: heading(c, 'steps'), paragraphs: [], list: items(steps.map((x) => fill(x, c.v))) },
    cost: {
      heading: heading(c, 'cost'),
      paragraphs: [take(c, sv.cost, Math.max(1, sv.cost.length - 1)).join(' ')],
    },
    timing: { heading: heading(c, 'timing'), paragraphs: [take(c, sv.timing, 1 + rng.int(2)).join(' ')] },
  };
}

export function related(c: Ctx, s: Service): Section | null {
  const others = c.b.services.filter((x) => x.slug !== s.slug);
  if (!others.length) return null;
  return {
    heading: heading(c, 'related'),
    paragraphs: [],
    list: c.rng
      .shuffle(others)
      .slice(0, 4)
      .map((o, i) => {
        const href = c.b.serviceHref(o);
        const line = blurb(c, o, i);
        return { text: line ? `${o.name}: ${line}` : o.name, ...(href ? { href } : {}) };
      }),
  };
}

/** Space-separated words of a text (the similarity check counts at least as many). */
function count(t: string): number {
  if (!t) return 0;
  let n = 1;
  for (let i = t.indexOf(' '); i >= 0; i = t.indexOf(' ', i + 1)) n++;
  return n;
}

/** Words of a section as the similarity check counts them, approximately (never more). */
export function wordsOf(s: Section | { q: string; a: string } | string): number {
  if (typeof s === 'string') return count(s);
  if ('q' in s) return count(s.q) + count(s.a);
  let n = count(s.heading);
  for (const p of s.paragraphs) n += count(p);
  if (s.list) for (const i of s.list) n += count(i.text);
  return n;
}

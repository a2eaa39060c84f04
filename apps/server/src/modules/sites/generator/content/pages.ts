// The content pages of the built-in writer: each a seeded mix of the voice's copy and the page's
// local facts, with core sections in shuffled order and extra sections added until the page reaches
// its word minimum (docs/product/rules.md#site-copy).

import type { FaqChoice } from './faqs';
import type { Faq, PageContent, PageKind, Section } from './model';
import * as P from './phrases';
import * as S from './sections';
import { type Ctx, one, wordsOf } from './sections';
import { fill } from './vars';

/** Words a content page has at least (the similarity check's count; the disclaimer not included). */
export const WORD_MINIMUMS: Partial<Record<PageKind, number>> = {
  home: 800,
  service: 800,
  hub: 800,
  place: 400,
  about: 400,
};

/** A page in the making: core sections, then extras in seeded order until the minimum is met. */
class Draft {
  words: number;
  readonly sections: Section[] = [];
  readonly faqs: Faq[] = [];
  private readonly asked = new Set<string>();
  constructor(
    readonly h1: string,
    readonly intro: string,
  ) {
    this.words = wordsOf(h1) + wordsOf(intro);
  }
  add(...ss: (Section | null)[]): this {
    for (const s of ss) {
      if (!s || (!s.paragraphs.some(Boolean) && !s.list?.length)) continue;
      this.sections.push(s);
      this.words += wordsOf(s);
    }
    return this;
  }
  /** n questions not on the page yet (one wording each), in seeded order. */
  ask(c: Ctx, choices: readonly FaqChoice[], n: number): this {
    for (const f of c.rng.shuffle(choices)) {
      if (n <= 0) break;
      if (this.asked.has(f.a[0])) continue;
      this.asked.add(f.a[0]);
      const faq = { q: fill(c.rng.pick(f.q), c.v), a: fill(c.rng.pick(f.a), c.v) };
      this.faqs.push(faq);
      this.words += wordsOf(faq);
      n--;
    }
    return this;
  }
  /** Extras until `min` words (a small margin over it); each extra is built only when needed. */
  fill(min: number, extras: (() => Section | null | this)[]): this {
    for (const make of extras) {
      if (this.words >= min + 20) break;
      const x = make();
      if (x && x !== this) this.add(x as Section);
    }
    return this;
  }
  page(c: Ctx, title: string, description: string, last: Section | null): PageContent {
    return {
      title,
      description,
      h1: this.h1,
      intro: this.intro,
      sections: last ? [...this.sections, last] : this.sections,
      faqs: this.faqs,
      ...disclaimerOf(c),
    };
  }
}

export function disclaimerOf(c: Ctx): { disclaimer?: string } {
  return c.voice.disclaimer ? { disclaimer: fill(c.voice.disclaimer, c.v) } : {};
}

const allFaqs = (c: Ctx) => [...c.voice.faqs, ...c.voice.localFaqs, c.voice.license];

function titled(c: Ctx, h1: string): string {
  return `${h1} | ${c.b.businessName}`;
}

export function home(c: Ctx): PageContent {
  const { b, rng, v } = c;
  const city = `${b.place.city}, ${b.place.state}`;
  const h1 = rng.pick([
    `${v.Vertical} in ${city}`,
    `${city} ${v.Vertical}`,
    `${v.Vertical} Services in ${city}`,
  ]);
  const [spot, spot2] = rng.shuffle(b.services);
  const d = new Draft(h1, `${one(c, P.INTRO)} ${one(c, P.INTRO2)}`);
  d.add(
    ...rng.shuffle([
      S.about(c, 5),
      S.services(c, 3),
      S.why(c, 6),
      S.local(c, 3),
      S.season(c),
      S.areas(c),
      S.reach(c),
      S.prepare(c, 4),
      spot ? S.spotlight(c, spot, 3, 4) : null,
    ]),
  );
  d.ask(c, allFaqs(c), 4);
  d.fill(WORD_MINIMUMS.home!, [
    () => (spot2 ? S.spotlight(c, spot2, 3, 4) : null),
    () => d.ask(c, allFaqs(c), 3),
    () => S.about(c, 8),
    () =>
      spot
        ? d.ask(
            c,
            c.voice.service(spot).faqs.map((f) => S.serviceFaq(c, spot, f)),
            2,
          )
        : null,
  ]);
  const description = fill(
    rng.pick([
      '{Vertical} in {city}, {state}: ask {business} for {ask}. Serving {county}, {n1} and nearby.',
      '{business} offers {vertical} across {city} and {county}. Ask for {ask}, with no obligation.',
      'Need {vertical} in {city}, {state}? {business} serves {zipList}. Send a request online.',
    ]),
    v,
  );
  return d.page(c, titled(c, h1), description, S.cta(c));
}

export function place(c: Ctx): PageContent {
  const { b, rng, v } = c;
  const city = `${b.place.city}, ${b.place.state}`;
  const h1 = rng.pick([
    `${v.Vertical} in ${city}`,
    `${city} ${v.Vertical}`,
    `${v.Vertical} Services in ${city}`,
  ]);
  const [spot, spot2] = rng.shuffle(b.services);
  const d = new Draft(h1, `${one(c, P.INTRO)} ${one(c, P.INTRO2)}`);
  d.add(
    ...rng.shuffle([
      S.local(c, 3),
      spot ? S.spotlight(c, spot, 2, 3) : null,
      S.about(c, 2),
      S.season(c),
      S.areas(c),
      S.why(c, 3),
    ]),
  );
  d.ask(c, allFaqs(c), 2);
  d.fill(WORD_MINIMUMS.place!, [
    () => S.reach(c),
    () => (spot2 ? S.spotlight(c, spot2, 2, 3) : null),
    () => S.prepare(c, 3),
    () => d.ask(c, allFaqs(c), 2),
    () => S.about(c, 4),
  ]);
  const description = fill(
    rng.pick([
      '{Vertical} in {city}, {state}: ask {business} for {ask}. Serving {county}, {n1} and nearby.',
      'Need {vertical} in {city}, {state}? {business} serves {zipList}. Send a request online.',
      '{business}: {vertical} for {city} and nearby {nearList}.',
    ]),
    v,
  );
  return d.page(c, titled(c, h1), description, S.cta(c));
}

export function hub(c: Ctx): PageContent {
  const { b, rng, v } = c;
  const places = b.areaPlaces ?? [b.place];
  const states = [...new Set(places.map((p) => p.stateName))];
  const people = Math.round(places.reduce((a, p) => a + p.population, 0)).toLocaleString('en-US');
  const h1 = `${v.Vertical} across ${places.length} communities`;
  const [spot, spot2] = rng.shuffle(b.services);
  const d = new Draft(
    h1,
    `${b.businessName} serves ${places.length} communities in ${states.join(' and ')}, with about ${people} residents between them. ${one(c, P.INTRO2)}`,
  );
  d.add({
    heading: rng.pick(['Communities we serve', 'Find your community', 'Where we work']),
    paragraphs: ['Choose your community for local details, services and contact options.'],
    list: places.map((p) => {
      const href = b.placeHref(p.placeId);
      return { text: `${v.Vertical} in ${p.city}, ${p.state}`, ...(href ? { href } : {}) };
    }),
  });
  d.add(
    ...rng.shuffle([
      S.about(c, 5),
      S.services(c, 4),
      S.why(c, 6),
      S.season(c),
      S.reach(c),
      S.prepare(c, 4),
      spot ? S.spotlight(c, spot, 3, 4) : null,
    ]),
  );
  d.ask(c, allFaqs(c), 4);
  d.fill(WORD_MINIMUMS.hub!, [
    () => (spot2 ? S.spotlight(c, spot2, 3, 4) : null),
    () => d.ask(c, allFaqs(c), 3),
    () => S.about(c, 8),
    () =>
      spot
        ? d.ask(
            c,
            c.voice.service(spot).faqs.map((f) => S.serviceFaq(c, spot, f)),
            2,
          )
        : null,
  ]);
  const description = `${b.businessName}: ${v.vertical} in ${places.length} communities of ${states.join(' and ')}, including ${places
    .slice(0, 3)
    .map((p) => p.city)
    .join(', ')}. Send a request online.`;
  return d.page(c, titled(c, h1), description, S.cta(c));
}

export function service(c: Ctx): PageContent {
  const { b, rng } = c;
  const s = b.service ?? b.services[0];
  const sc = S.serviceCtx(c, s);
  const sv = c.voice.service(s);
  const sec = S.serviceSections(sc, s);
  const h1 = rng.pick([`${s.name} in ${b.place.city}, ${b.place.state}`, `${b.place.city} ${s.name}`]);
  const d = new Draft(h1, `${one(sc, P.SERVICE_INTRO)} ${one(sc, P.INTRO2)}`);
  const core = [sec.what, sec.signs, sec.steps, sec.cost, sec.timing];
  const local = [S.why(sc, 4), S.local(sc, 4), S.season(sc), S.reach(sc), S.areas(sc)];
  // What the service is comes first; the rest in seeded order.
  d.add(core[0], ...rng.shuffle([...core.slice(1), ...local]));
  d.ask(sc, sv.faqs, 2 + rng.int(2));
  d.ask(sc, allFaqs(c), 2);
  const other = rng.pick(b.services.filter((x) => x.slug !== s.slug));
  d.fill(WORD_MINIMUMS.service!, [
    () => S.prepare(sc, 4),
    () => S.related(sc, s),
    () => d.ask(sc, allFaqs(c), 2),
    () => S.about(sc, 3),
    () => (other ? S.spotlight(c, other, 2, 3) : null),
    () => d.ask(sc, allFaqs(c), 2),
    () => d.ask(sc, sv.faqs, 2),
    () => S.about(sc, 4),
  ]);
  const description = fill(
    rng.pick([
      '{Service} in {city}, {state} by {business}: what it involves, what drives the cost, how to book.',
      'Need {service} in {city}? {business} explains costs and timing up front. Serving {county}.',
    ]),
    sc.v,
  );
  return d.page(c, titled(c, h1), description, S.cta(sc));
}

export function about(c: Ctx): PageContent {
  const { b, v } = c;
  const d = new Draft(`About ${b.businessName}`, one(c, P.INTRO));
  d.add(S.about(c, 5 + c.rng.int(2)), ...c.rng.shuffle([S.why(c, 5), S.local(c, 3), S.areas(c), S.reach(c)]));
  if (c.voice.disclaimer) d.add({ heading: 'Please note', paragraphs: [fill(c.voice.disclaimer, v)] });
  d.fill(WORD_MINIMUMS.about!, [
    () => S.prepare(c, 4),
    () => S.season(c),
    () => S.services(c, 3),
    () => S.about(c, 3),
  ]);
  return d.page(
    c,
    `About ${b.businessName} | ${v.Vertical} in ${b.place.city}`,
    fill('About {business}: {vertical} for {city}, {state} and nearby {nearList}.', v),
    null,
  );
}

export function faqPage(c: Ctx): PageContent {
  const { b, v, rng, voice } = c;
  // A seeded share of the vertical's questions, one of each service's, the local ones and the
  // licensing one: the FAQ pages of two cities' sites do not repeat each other.
  const perService = b.services.flatMap((s) => {
    const fs = voice.service(s).faqs;
    return fs.length ? [S.serviceFaq(c, s, rng.pick(fs))] : [];
  });
  const d = new Draft(
    fill('{Vertical} FAQ for {city}', v),
    fill('Straight answers to what people in {city} ask {business} most often.', v),
  );
  d.ask(c, voice.faqs, Math.max(3, Math.ceil(voice.faqs.length * 0.6)));
  d.ask(c, perService, 8);
  d.ask(c, [...voice.localFaqs, voice.license], 4);
  rng.shuffle(d.faqs).forEach((f, i) => {
    d.faqs[i] = f;
  });
  return d.page(
    c,
    fill('{Vertical} questions in {city}, {state} | {business}', v),
    fill('Answers about {vertical} in {city}: costs, timing, licensing and service area.', v),
    null,
  );
}

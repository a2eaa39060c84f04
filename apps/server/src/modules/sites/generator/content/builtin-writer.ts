// The built-in writer: deterministic (seed + page + variant), phrased from real facts, with
// varied wording, headings and section order so pages of one site read differently.
import { Rng } from '../../../../lib/prng';
import { faqBank } from './faqs';
import { legalPage } from './legal';
import type { Faq, PageContent, Section } from './model';
import * as P from './phrases';
import { groupOf } from './services';
import { fill, milesText, type Vars, varsOf } from './vars';
import { type ContentWriter, emptyUsage, type PageBrief } from './writer';

function sentences(rng: Rng, bank: readonly string[], n: number, v: Vars): string {
  return rng
    .shuffle(bank)
    .slice(0, n)
    .map((s) => fill(s, v))
    .join(' ');
}

function heading(rng: Rng, key: string, v: Vars): string {
  return fill(rng.pick(P.HEADINGS[key]), v);
}

function faqs(rng: Rng, b: PageBrief, v: Vars, n: number): Faq[] {
  return rng
    .shuffle(faqBank(groupOf(b.facts.vertical)))
    .slice(0, n)
    .map((f) => ({ q: fill(rng.pick(f.q), v), a: fill(rng.pick(f.a), v) }));
}

function areaList(b: PageBrief): Section['list'] {
  return b.place.neighbours.slice(0, 5).map((n) => {
    const href = b.placeHref(n.placeId);
    return { text: `${n.city}, ${n.state} (${milesText(n.km)})`, ...(href ? { href } : {}) };
  });
}

function commonSections(rng: Rng, b: PageBrief, v: Vars): Record<string, Section> {
  return {
    local: { heading: heading(rng, 'local', v), paragraphs: [sentences(rng, P.LOCAL, 3, v)] },
    season: { heading: heading(rng, 'season', v), paragraphs: [sentences(rng, P.SEASON, 2, v)] },
    services: {
      heading: heading(rng, 'services', v),
      paragraphs: [fill(rng.pick(P.SERVICES_LEAD), v)],
      list: b.services.map((s) => {
        const href = b.serviceHref(s);
        return { text: `${s.name} in ${b.place.city}`, ...(href ? { href } : {}) };
      }),
    },
    why: {
      heading: heading(rng, 'why', v),
      paragraphs: [],
      list: rng
        .shuffle(P.WHY)
        .slice(0, 4)
        .map((t) => ({ text: fill(t, v) })),
    },
    areas: { heading: heading(rng, 'areas', v), paragraphs: [fill(rng.pick(P.AREAS), v)], list: areaList(b) },
  };
}

function cta(rng: Rng, v: Vars): Section {
  return { heading: heading(rng, 'cta', v), paragraphs: [fill(rng.pick(P.CTA), v)] };
}

function homeOrPlace(rng: Rng, b: PageBrief, v: Vars): PageContent {
  const s = commonSections(rng, b, v);
  const order = rng.shuffle(['local', 'season', 'services', 'why', 'areas']);
  const city = `${b.place.city}, ${b.place.state}`;
  const h1 = rng.pick([
    `${v.Vertical} in ${city}`,
    `${city} ${v.Vertical}`,
    `${v.Vertical} Services in ${city}`,
  ]);
  return {
    title: `${h1} | ${b.businessName}`,
    description: fill(
      rng.pick([
        '{Vertical} in {city}, {state}: free quotes from {business}. Serving {county}, {n1} and nearby.',
        '{business} offers {vertical} across {city} and {county}. Ask for a free, no-obligation quote.',
        'Need {vertical} in {city}, {state}? {business} serves {zipList}. Request a quote online.',
      ]),
      v,
    ),
    h1,
    intro: `${fill(rng.pick(P.INTRO), v)} ${fill(rng.pick(P.INTRO2), v)}`,
    sections: [...order.map((k) => s[k]), cta(rng, v)],
    faqs: faqs(rng, b, v, 3),
  };
}

function hub(rng: Rng, b: PageBrief, v: Vars): PageContent {
  const places = b.areaPlaces ?? [b.place];
  const states = [...new Set(places.map((p) => p.stateName))];
  const s = commonSections(rng, b, v);
  const h1 = `${v.Vertical} across ${places.length} communities`;
  return {
    title: `${h1} | ${b.businessName}`,
    description: `${b.businessName}: ${v.vertical} in ${places.length} communities of ${states.join(' and ')}, including ${places
      .slice(0, 3)
      .map((p) => p.city)
      .join(', ')}. Free quotes.`,
    h1,
    intro: `${b.businessName} serves ${places.length} communities in ${states.join(' and ')}, with about ${Math.round(
      places.reduce((a, p) => a + p.population, 0),
    ).toLocaleString('en-US')} residents between them. ${fill(rng.pick(P.INTRO2), v)}`,
    sections: [
      {
        heading: 'Communities we serve',
        paragraphs: ['Choose your community for local details, services and contact options.'],
        list: places.map((p) => {
          const href = b.placeHref(p.placeId);
          return { text: `${v.Vertical} in ${p.city}, ${p.state}`, ...(href ? { href } : {}) };
        }),
      },
      s.season,
      s.why,
      cta(rng, v),
    ],
    faqs: faqs(rng, b, v, 3),
  };
}

function service(rng: Rng, b: PageBrief, v: Vars): PageContent {
  const sec: Record<string, Section> = {
    what: { heading: heading(rng, 'what', v), paragraphs: [sentences(rng, P.SERVICE_WHAT, 2, v)] },
    cost: { heading: heading(rng, 'cost', v), paragraphs: [sentences(rng, P.SERVICE_COST, 2, v)] },
    timing: { heading: heading(rng, 'timing', v), paragraphs: [sentences(rng, P.SERVICE_TIMING, 2, v)] },
    ...(({ why, areas }) => ({ why, areas }))(commonSections(rng, b, v)),
  };
  const h1 = rng.pick([`${v.Service} in ${b.place.city}, ${b.place.state}`, `${b.place.city} ${v.Service}`]);
  return {
    title: `${h1} | ${b.businessName}`,
    description: fill(
      rng.pick([
        '{Service} in {city}, {state} by {business}: clear quotes, quick scheduling. Serving {county}.',
        'Need {service} in {city}? {business} explains costs and timing up front. Free quote.',
      ]),
      v,
    ),
    h1,
    intro: `${fill(rng.pick(P.SERVICE_INTRO), v)} ${fill(rng.pick(P.INTRO2), v)}`,
    sections: [...rng.shuffle(['what', 'cost', 'timing', 'why', 'areas']).map((k) => sec[k]), cta(rng, v)],
    faqs: faqs(rng, b, v, 2),
  };
}

function about(rng: Rng, b: PageBrief, v: Vars): PageContent {
  const s = commonSections(rng, b, v);
  return {
    title: `About ${b.businessName} | ${v.Vertical} in ${b.place.city}`,
    description: fill('About {business}: {vertical} for {city}, {state} and nearby {nearList}.', v),
    h1: `About ${b.businessName}`,
    intro: fill(rng.pick(P.INTRO), v),
    sections: [s.local, s.why, s.areas],
    faqs: [],
  };
}

function faqPage(rng: Rng, b: PageBrief, v: Vars): PageContent {
  return {
    title: fill('{Vertical} questions in {city}, {state} | {business}', v),
    description: fill('Answers about {vertical} in {city}: costs, timing, licensing and service area.', v),
    h1: fill('{Vertical} FAQ for {city}', v),
    intro: fill('Straight answers to what people in {city} ask {business} most often.', v),
    sections: [],
    faqs: faqs(rng, b, v, 20),
  };
}

export class BuiltinWriter implements ContentWriter {
  readonly name = 'builtin';
  write(b: PageBrief, variant: number): PageContent {
    const key = b.kind === 'service' ? `service:${b.service?.slug}` : `${b.kind}:${b.place.placeId}`;
    const rng = Rng.for(b.siteSeed, key, variant);
    const v = varsOf(b);
    switch (b.kind) {
      case 'home':
      case 'place':
        return homeOrPlace(rng, b, v);
      case 'hub':
        return hub(rng, b, v);
      case 'service':
        return service(rng, b, v);
      case 'about':
        return about(rng, b, v);
      case 'faq':
        return faqPage(rng, b, v);
      default:
        return legalPage(b.kind, v);
    }
  }
  usage() {
    return emptyUsage();
  }
}

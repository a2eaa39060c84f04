// The built-in writer: deterministic (seed + page + variant), written from the vertical's copy
// (copy/index.ts) or the generic banks while it has none, mixed with the page's real local facts
// and the business's own (hours, phone, license), in varied wording, headings and section order so
// that pages of one site and sites of different cities read differently (docs/product/rules.md#site-copy).
import { Rng } from '../../../../lib/prng';
import type { VerticalKind } from './copy';
import { legalPage } from './legal';
import type { PageContent } from './model';
import * as Pages from './pages';
import type { Ctx } from './sections';
import { fill, varsOf } from './vars';
import { voiceOf } from './voice';
import { type ContentWriter, emptyUsage, type PageBrief } from './writer';

/** What a visitor asks the business for, by kind ("Ask for {ask}"). */
const ASK: Record<VerticalKind, string> = {
  emergency: 'a free quote',
  planned: 'a free quote',
  legal: 'a consultation',
  medical: 'an appointment',
  care: 'a conversation about the options',
  professional: 'a consultation',
};

/** The disclaimer every page of the brief's site carries (regulated kinds, copy that has one). */
export function siteDisclaimer(b: PageBrief): string | undefined {
  const d = voiceOf(b.facts.vertical, b.copy, b.business, b.facts.peakMonths).disclaimer;
  return d ? fill(d, varsOf(b)) : undefined;
}

export class BuiltinWriter implements ContentWriter {
  readonly name = 'builtin';
  write(b: PageBrief, variant: number): PageContent {
    const key = b.kind === 'service' ? `service:${b.service?.slug}` : `${b.kind}:${b.place.placeId}`;
    const voice = voiceOf(b.facts.vertical, b.copy, b.business, b.facts.peakMonths);
    const v = varsOf(b);
    v.audience = voice.audience;
    v.ask = ASK[voice.kind];
    const c: Ctx = { rng: Rng.for(b.siteSeed, key, variant), b, v, voice };
    switch (b.kind) {
      case 'home':
        return Pages.home(c);
      case 'place':
        return Pages.place(c);
      case 'hub':
        return Pages.hub(c);
      case 'service':
        return Pages.service(c);
      case 'about':
        return Pages.about(c);
      case 'faq':
        return Pages.faqPage(c);
      default:
        return { ...legalPage(b.kind, v), ...Pages.disclaimerOf(c) };
    }
  }
  usage() {
    return emptyUsage();
  }
}

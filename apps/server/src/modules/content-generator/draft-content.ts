// A draft's words and the site generator's page content, both ways (docs/content-generator.md):
// a section's body is its paragraphs separated by a blank line; list-only sections (link lists the
// site build makes) are left out of a draft, since a saved page gets its links from its site.
import { VERTICALS, type VerticalData } from '../../data/verticals';
import type { PageContent } from '../sites/index';
import type { DraftText } from './scoring';
import { allWords, phraseCount } from './text-stats';

const squash = (s: string) => s.replace(/[ \t]+/g, ' ').trim();

export function draftOf(c: PageContent): DraftText {
  return {
    title: squash(c.title),
    description: squash(c.description),
    h1: squash(c.h1),
    intro: squash(c.intro),
    sections: c.sections
      .filter((s) => s.paragraphs.length)
      .map((s) => ({ heading: squash(s.heading), body: s.paragraphs.map(squash).join('\n\n') })),
    faq: c.faqs.map((f) => ({ q: squash(f.q), a: squash(f.a) })),
  };
}

export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((p) => squash(p.replace(/\n/g, ' ')))
    .filter(Boolean);
}

export function pageContentOf(d: DraftText): PageContent {
  return {
    title: d.title,
    description: d.description,
    h1: d.h1,
    intro: d.intro,
    sections: d.sections
      .map((s) => ({ heading: s.heading, paragraphs: paragraphsOf(s.body) }))
      .filter((s) => s.paragraphs.length),
    faqs: d.faq.map((f) => ({ q: f.q, a: f.a })),
  };
}

/** The vertical whose name or keyword the keyword holds (longest phrase wins); null when none. */
export function verticalOfKeyword(keyword: string): VerticalData | null {
  let best: { v: VerticalData; score: number } | null = null;
  for (const v of VERTICALS) {
    for (const phrase of [v.name, ...v.keywords]) {
      const exact = phraseCount(keyword, phrase) > 0;
      const score = exact ? 2 * phrase.length : allWords(keyword, phrase) ? phrase.length : 0;
      if (score > 0 && (!best || score > best.score)) best = { v, score };
    }
  }
  return best?.v ?? null;
}

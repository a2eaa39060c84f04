// Fixed utility pages: contact, privacy, terms, thank-you, 404 (facts filled, no variation).
import type { PageContent, PageKind } from './model';
import { fill, type Vars } from './vars';

const PAGES: Partial<Record<PageKind, Omit<PageContent, 'faqs'>>> = {
  contact: {
    title: 'Contact {business} | {Vertical} in {city}, {state}',
    description:
      'Contact {business} for {vertical} in {city}, {state}: send the form{orCall} with a few words about what you need.',
    h1: 'Contact {business}',
    intro:
      'Send the form below with a few words about what you need in {city} and we will reply with the next steps.',
    sections: [],
  },
  privacy: {
    title: 'Privacy policy | {business}',
    description: 'How {business} handles the details you send through this website.',
    h1: 'Privacy policy',
    intro: 'This site sets no cookies and uses no third-party trackers.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you send the form we receive the name, phone, e-mail, ZIP code and message you enter, and the page you sent it from.',
          'An anonymous page-view count is recorded without cookies or any identifier stored on your device.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'Your request is passed to the {vertical} provider serving {city} so they can contact you about it. We do not sell it for any other purpose.',
        ],
      },
      { heading: 'Your choices', paragraphs: ['Ask us at any time to see or delete the details you sent.'] },
    ],
  },
  terms: {
    title: 'Terms of use | {business}',
    description: 'Terms of use of the {business} website.',
    h1: 'Terms of use',
    intro: 'By using this site you accept these terms.',
    sections: [
      {
        heading: 'Information only',
        paragraphs: [
          'Content about {vertical} in {city} is general information, not a quote or professional advice for your situation.',
        ],
      },
      {
        heading: 'Quotes and work',
        paragraphs: [
          'Any work is agreed directly between you and the provider, in writing, before it starts.',
        ],
      },
    ],
  },
  thanks: {
    title: 'Thank you | {business}',
    description: 'Your request has been sent to {business}.',
    h1: 'Thank you, your request is on its way',
    intro: 'We have received your message and will contact you soon about {vertical} in {city}.',
    sections: [],
  },
  notfound: {
    title: 'Page not found | {business}',
    description: 'The page you asked for does not exist on this site.',
    h1: 'Page not found',
    intro: 'The page you asked for does not exist. Start again from the home page.',
    sections: [],
  },
};

export function legalPage(kind: PageKind, v: Vars): PageContent {
  const p = PAGES[kind];
  if (!p) throw new Error(`No fixed page for ${kind}`);
  return {
    title: fill(p.title, v),
    description: fill(p.description, v),
    h1: fill(p.h1, v),
    intro: fill(p.intro, v),
    sections: p.sections.map((s) => ({
      heading: fill(s.heading, v),
      paragraphs: s.paragraphs.map((x) => fill(x, v)),
    })),
    faqs: [],
  };
}

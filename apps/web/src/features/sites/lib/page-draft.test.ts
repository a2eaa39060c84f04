import { describe, expect, it } from 'vitest';
import {
  countWords,
  draftProblems,
  emptyFaq,
  emptySection,
  move,
  sameContent,
  toContent,
  toDraft,
} from './page-draft';

const content = {
  title: 'Roofing in Boise | Acme',
  description: 'Free quotes.',
  h1: 'Roofing in Boise',
  intro: "Boise's roofers.",
  sections: [
    {
      heading: 'Services',
      paragraphs: ['We fix roofs.'],
      list: [{ text: 'Roof repair', href: '/roof-repair/' }],
    },
    { heading: 'Why us', paragraphs: [] },
  ],
  faqs: [{ q: 'How long?', a: 'A day.' }],
};

describe('page draft', () => {
  it('round-trips content through the keyed draft, lists kept', () => {
    const d = toDraft(content);
    expect(new Set([...d.sections.map((s) => s.key), ...d.faqs.map((f) => f.key)]).size).toBe(3);
    expect(toContent(d)).toEqual(content);
    expect(sameContent(d, toDraft(content))).toBe(true);
    expect(sameContent(d, { ...d, h1: 'Other' })).toBe(false);
  });

  it('counts words as the server does (list items included, title not)', () => {
    // roofing in boise / boise's roofers / services / we fix roofs / roof repair / why us / how long / a day
    expect(countWords(toDraft(content))).toBe(3 + 2 + 1 + 3 + 2 + 2 + 2 + 2);
  });

  it('moves items within bounds only', () => {
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    const same = [1, 2];
    expect(move(same, 0, -1)).toBe(same);
    expect(move(same, 1, 1)).toBe(same);
  });

  it('names what is empty before a save', () => {
    const d = toDraft(content);
    expect(draftProblems(d)).toEqual([]);
    expect(
      draftProblems({ ...d, h1: ' ', sections: [...d.sections, emptySection()], faqs: [emptyFaq()] }),
    ).toEqual([
      'Headline is empty',
      'Section 3 heading is empty',
      'Section 3, paragraph 1 is empty',
      'Question 1 is empty',
      'Answer 1 is empty',
    ]);
  });
});

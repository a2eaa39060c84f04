import { describe, expect, it } from 'vitest';
import { type EditableDraft, editProblem, lengthNote, patchOf, pathOf } from './draft-edit';

const base: EditableDraft = {
  title: 'Roof Repair in Austin, TX',
  description: 'Leaks fixed.',
  h1: 'Roof Repair in Austin',
  intro: 'We fix roofs.',
  sections: [{ heading: 'What we do', body: 'Repairs.\n\nInspections.' }],
  faq: [{ q: 'How long?', a: 'A day.' }],
};

describe('draft edits', () => {
  it('sends only what changed, trimmed as the server keeps it', () => {
    expect(patchOf(base, { ...base })).toBeNull();
    expect(patchOf(base, { ...base, title: `${base.title}  ` })).toBeNull();
    expect(patchOf(base, { ...base, h1: 'New' })).toEqual({ h1: 'New' });
    const sections = [{ heading: 'What we do', body: 'Repairs only.' }];
    expect(patchOf(base, { ...base, sections })).toEqual({ sections });
  });

  it('holds back an edit the server would refuse', () => {
    expect(editProblem(base)).toBeNull();
    expect(editProblem({ ...base, h1: ' ' })).toBe('The h1 must not be empty');
    expect(editProblem({ ...base, faq: [{ q: 'Why?', a: '' }] })).toBe('Every question needs an answer');
  });

  it('counts characters against a band and makes a path from the keyword', () => {
    expect(lengthNote(50, 30, 65)).toEqual({ text: '50 characters (30-65 shows whole)', ok: true });
    expect(lengthNote(20, 30, 65).ok).toBe(false);
    expect(pathOf('Roof Repair, Austin TX!')).toBe('/roof-repair-austin-tx/');
    expect(pathOf('!!!')).toBe('/page/');
  });
});

import type { ContentDraft, UpdateDraftInput } from '@sdp/shared';

/** The words of a draft the editor changes (docs/content-generator.md). */
export interface EditableDraft {
  title: string;
  description: string;
  h1: string;
  intro: string;
  sections: { heading: string; body: string }[];
  faq: { q: string; a: string }[];
}

export const editableOf = (d: ContentDraft): EditableDraft => ({
  title: d.title,
  description: d.description,
  h1: d.h1,
  intro: d.intro,
  sections: d.sections.map((s) => ({ ...s })),
  faq: d.faq.map((f) => ({ ...f })),
});

/** Trimmed as the server stores it (so a trailing space is not an edit that never settles). */
function trimmed(d: EditableDraft): EditableDraft {
  return {
    title: d.title.trim(),
    description: d.description.trim(),
    h1: d.h1.trim(),
    intro: d.intro.trim(),
    sections: d.sections.map((s) => ({ heading: s.heading.trim(), body: s.body.trim() })),
    faq: d.faq.map((f) => ({ q: f.q.trim(), a: f.a.trim() })),
  };
}

/** The fields that differ from the saved draft: the PATCH body (null when nothing changed). */
export function patchOf(saved: EditableDraft, edited: EditableDraft): UpdateDraftInput | null {
  const was = trimmed(saved);
  const now = trimmed(edited);
  const out: Record<string, unknown> = {};
  for (const k of ['title', 'description', 'h1', 'intro'] as const) if (was[k] !== now[k]) out[k] = now[k];
  if (JSON.stringify(was.sections) !== JSON.stringify(now.sections)) out.sections = now.sections;
  if (JSON.stringify(was.faq) !== JSON.stringify(now.faq)) out.faq = now.faq;
  return Object.keys(out).length ? (out as UpdateDraftInput) : null;
}

/** Why an edit cannot be sent yet (the server would refuse it), or null. */
export function editProblem(d: EditableDraft): string | null {
  if (!d.title.trim()) return 'The title must not be empty';
  if (!d.h1.trim()) return 'The h1 must not be empty';
  if (!d.intro.trim()) return 'The first paragraph must not be empty';
  if (d.sections.some((s) => !s.heading.trim() || !s.body.trim()))
    return 'Every section needs a heading and a body';
  if (d.faq.some((f) => !f.q.trim() || !f.a.trim())) return 'Every question needs an answer';
  return null;
}

/** A character count against the band search engines show whole. */
export function lengthNote(n: number, min: number, max: number): { text: string; ok: boolean } {
  const ok = n >= min && n <= max;
  return { text: `${n} characters (${min}-${max} shows whole)`, ok };
}

/** The path a new page gets from its keyword ('/roof-repair-austin/'). */
export function pathOf(keyword: string): string {
  const words = keyword
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^a-z0-9]+/);
  const slug = words.filter(Boolean).join('-').slice(0, 80);
  return `/${slug.endsWith('-') ? slug.slice(0, -1) : slug || 'page'}/`;
}

export const PATH_PATTERN = /^\/(?:[a-z0-9-]+\/)*$/;

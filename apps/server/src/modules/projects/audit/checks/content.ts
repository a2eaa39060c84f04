import { createHash } from 'node:crypto';
import { type AuditContext, listOf } from '../context';
import type { AuditCheckId, AuditFinding } from '../types';

// Titles, descriptions, headings, thin content, image alts (docs/audit.md#content). Duplicate and
// length checks look at indexable pages only: a noindex or canonicalised page does not compete.

export const TITLE_MIN = 30;
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;
export const THIN_WORDS = 200;

function duplicates(
  ctx: AuditContext,
  checkId: AuditCheckId,
  key: (p: AuditContext['indexable'][number]) => string | null,
  label: string,
): AuditFinding[] {
  const groups = new Map<string, string[]>();
  for (const p of ctx.indexable) {
    const k = key(p);
    if (!k) continue;
    listOf(groups, k).push(p.url);
  }
  const out: AuditFinding[] = [];
  for (const [k, urls] of groups) {
    if (urls.length < 2) continue;
    for (const url of urls)
      out.push({
        checkId,
        url,
        detail: { [label]: k, count: urls.length, duplicates: urls.filter((u) => u !== url).slice(0, 10) },
      });
  }
  return out;
}

export function titles(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.indexable) {
    if (!p.title) out.push({ checkId: 'title-missing', url: p.url, detail: {} });
    else if (p.title.length < TITLE_MIN || p.title.length > TITLE_MAX)
      out.push({
        checkId: 'title-length',
        url: p.url,
        detail: { title: p.title, length: p.title.length, min: TITLE_MIN, max: TITLE_MAX },
      });
  }
  out.push(...duplicates(ctx, 'title-duplicate', (p) => p.title || null, 'title'));
  return out;
}

export function descriptions(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.indexable) {
    if (!p.description) out.push({ checkId: 'description-missing', url: p.url, detail: {} });
    else if (p.description.length < DESCRIPTION_MIN || p.description.length > DESCRIPTION_MAX)
      out.push({
        checkId: 'description-length',
        url: p.url,
        detail: {
          description: p.description,
          length: p.description.length,
          min: DESCRIPTION_MIN,
          max: DESCRIPTION_MAX,
        },
      });
  }
  out.push(...duplicates(ctx, 'description-duplicate', (p) => p.description || null, 'description'));
  return out;
}

export function headings(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.indexable) {
    if (p.h1.length === 0) out.push({ checkId: 'h1-missing', url: p.url, detail: {} });
    else if (p.h1.length > 1)
      out.push({ checkId: 'h1-multiple', url: p.url, detail: { count: p.h1.length, h1: p.h1.slice(0, 5) } });
    let prev = 0;
    const skips: { from: number; to: number }[] = [];
    for (const level of p.headingLevels) {
      if (level > prev + 1) skips.push({ from: prev, to: level });
      prev = level;
    }
    // A page whose first heading is not an h1 starts from 0: h2 first is reported only with an h1 later.
    const real = skips.filter((s) => s.from > 0 || s.to > 2 || p.h1.length > 0);
    if (real.length) out.push({ checkId: 'heading-skip', url: p.url, detail: { skips: real.slice(0, 5) } });
  }
  return out;
}

export function thinContent(ctx: AuditContext): AuditFinding[] {
  return ctx.indexable
    .filter((p) => p.wordCount < THIN_WORDS)
    .map((p) => ({
      checkId: 'thin-content' as const,
      url: p.url,
      detail: { words: p.wordCount, min: THIN_WORDS },
    }));
}

export function exactDuplicates(ctx: AuditContext): AuditFinding[] {
  return duplicates(
    ctx,
    'duplicate-content',
    (p) => (p.text ? createHash('sha1').update(p.text.toLowerCase()).digest('hex') : null),
    'hash',
  );
}

export function imageAlt(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.htmlPages) {
    const missing = p.images.filter((i) => i.alt === null).map((i) => i.src);
    if (missing.length)
      out.push({
        checkId: 'image-alt-missing',
        url: p.url,
        detail: { count: missing.length, images: missing.slice(0, 10) },
      });
  }
  return out;
}

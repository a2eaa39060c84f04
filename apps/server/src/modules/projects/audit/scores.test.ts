import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_CHECKS } from './catalog';
import { score } from './scores';
import { AUDIT_CHECK_IDS, type AuditFinding } from './types';

const page = (i: number) => `https://x.test/p${i}`;

describe('scores (docs/audit.md#scores)', () => {
  it('the documented example: 40 pages, two 404s, ten without canonical', () => {
    const findings: AuditFinding[] = [
      ...[0, 1].map((i) => ({ checkId: 'http-4xx' as const, url: page(i), detail: {} })),
      ...Array.from({ length: 10 }, (_, i) => ({
        checkId: 'canonical-missing' as const,
        url: page(i + 2),
        detail: {},
      })),
    ];
    expect(score(findings, 40)).toEqual({
      categoryScores: {
        indexability: 93,
        content: 100,
        links: 100,
        performance: 100,
        'structured-data': 100,
      },
      score: 98,
    });
  });

  it('link checks count the linking pages, shares cap at 1, categories floor at 0', () => {
    const broken: AuditFinding = {
      checkId: 'broken-internal-link',
      url: 'https://x.test/gone',
      detail: { linkedFrom: [page(1), page(2), page(3), page(4)] },
    };
    // 4 of 8 pages carry the broken link: links = 100 - 100 x 1.0 x 0.5.
    expect(score([broken], 8).categoryScores.links).toBe(50);
    const all = Array.from({ length: 20 }, (_, i) => ({
      checkId: 'title-missing' as const,
      url: page(i),
      detail: {},
    }));
    const missingH1 = all.map((f) => ({ ...f, checkId: 'h1-missing' as const }));
    expect(score([...all, ...missingH1], 10).categoryScores.content).toBe(0);
    expect(score([], 0).score).toBe(100);
  });

  it('docs/audit.md describes every check with its category and severity', () => {
    const doc = readFileSync(new URL('../../../../../../docs/audit.md', import.meta.url), 'utf8');
    for (const id of AUDIT_CHECK_IDS) {
      const c = AUDIT_CHECKS[id];
      expect(doc, id).toContain(
        `### \`${id}\`: ${c.title}\n\n- **Category** ${c.category}, **severity** ${c.severity}.`,
      );
      expect(doc, id).toContain(c.fix);
    }
  });
});

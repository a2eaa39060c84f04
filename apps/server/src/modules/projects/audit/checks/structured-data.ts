import type { AuditContext } from '../context';
import type { AuditFinding } from '../types';

// JSON-LD (docs/audit.md#structured-data): blocks that do not parse, indexable pages with no block.

export function structuredData(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  const home = ctx.finalOf(ctx.input.startUrl);
  for (const p of ctx.htmlPages) {
    const invalid = p.jsonLd.filter((j) => !j.valid);
    if (invalid.length)
      out.push({
        checkId: 'structured-data-invalid',
        url: p.url,
        detail: { errors: invalid.map((j) => j.error ?? 'invalid JSON'), blocks: p.jsonLd.length },
      });
    if (ctx.isIndexable(p) && p.jsonLd.length === 0)
      out.push({ checkId: 'structured-data-missing', url: p.url, detail: { home: p.url === home } });
  }
  return out;
}

import type { AuditContext } from '../context';
import type { AuditFinding } from '../types';

// Page weight, answer time, mixed content (docs/audit.md#performance).

export const MAX_HTML_BYTES = 500 * 1024;
export const MAX_RESOURCES = 100;
export const SLOW_MS = 2000;

export function performanceChecks(ctx: AuditContext): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const p of ctx.sitePages) {
    if (p.statusCode === 0) continue;
    if (p.bytes > MAX_HTML_BYTES || p.resources.length > MAX_RESOURCES || p.truncated)
      out.push({
        checkId: 'page-weight',
        url: p.url,
        detail: {
          bytes: p.bytes,
          resources: p.resources.length,
          truncated: p.truncated === true,
          maxBytes: MAX_HTML_BYTES,
          maxResources: MAX_RESOURCES,
        },
      });
    if (p.loadMs > SLOW_MS)
      out.push({ checkId: 'slow-page', url: p.url, detail: { ms: p.loadMs, max: SLOW_MS } });
    if (p.mixedContent.length)
      out.push({
        checkId: 'mixed-content',
        url: p.url,
        detail: { count: p.mixedContent.length, resources: p.mixedContent.slice(0, 10) },
      });
  }
  return out;
}

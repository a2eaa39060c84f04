// The audit (docs/audit.md): runAudit turns a crawl's pages and facts into findings and scores;
// AUDIT_CHECKS describes every check.

export { runAudit } from './audit';
export { AUDIT_CHECKS } from './catalog';
export { CATEGORY_WEIGHTS, SEVERITY_WEIGHTS } from './scores';
export * from './types';

import {
  AUDIT_CATEGORIES,
  AUDIT_SEVERITIES,
  type AuditCategory,
  type AuditSeverity,
  type CrawlIssueGroup,
} from '@sdp/shared';
import { ChevronDown, ChevronRight, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCrawlIssues } from '../api/crawls';
import { CATEGORY_LABELS, SEVERITY_BADGE, SEVERITY_LABELS } from '../lib/score';

const URLS_PAGE = 20;

/** A detail object in one line ("length: 72, target: 404"). */
export function describeDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .slice(0, 4)
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? `${v.slice(0, 3).join(', ')}${v.length > 3 ? ` (+${v.length - 3})` : ''}` : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join(' · ');
}

function AffectedUrls({ crawlId, group }: { crawlId: string; group: CrawlIssueGroup }) {
  const [offset, setOffset] = useState(0);
  const more = useCrawlIssues(offset === 0 ? null : crawlId, { checkId: group.id, limit: URLS_PAGE, offset });
  const urls = offset === 0 ? group.urls : (more.data?.groups[0]?.urls ?? []);
  const last = Math.min(group.count, offset + URLS_PAGE);
  return (
    <div className="space-y-3 border-t border-border/60 px-4 py-3">
      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <h4 className="font-medium">Why it matters</h4>
          <p className="text-muted-foreground">{group.why}</p>
        </div>
        <div>
          <h4 className="font-medium">How to fix</h4>
          <p className="text-muted-foreground">{group.fix}</p>
        </div>
      </div>
      <ul
        className="space-y-1 text-sm"
        aria-label={`Affected URLs of ${group.title}`}
        aria-busy={more.isFetching}
      >
        {urls.map((u) => (
          <li key={u.url} className="break-all">
            <a
              href={u.url}
              target="_blank"
              rel="noreferrer noopener"
              className="text-blue-300 hover:underline"
            >
              {u.url}
            </a>
            {Object.keys(u.detail).length > 0 && (
              <span className="ml-2 text-xs text-muted-foreground">{describeDetail(u.detail)}</span>
            )}
          </li>
        ))}
      </ul>
      {group.count > URLS_PAGE && (
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <span>
            {offset + 1}–{last} of {group.count}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset((o) => Math.max(0, o - URLS_PAGE))}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={last >= group.count}
            onClick={() => setOffset((o) => o + URLS_PAGE)}
          >
            Next
          </Button>
        </div>
      )}
    </div>
  );
}

/** Findings grouped by check: severity chips, a category filter, each check expandable. */
export function IssuesPanel({ crawlId }: { crawlId: string }) {
  const [severity, setSeverity] = useState<AuditSeverity | undefined>();
  const [category, setCategory] = useState<AuditCategory | undefined>();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const issues = useCrawlIssues(crawlId, { severity, category, limit: URLS_PAGE });
  const all = useCrawlIssues(crawlId, { limit: 1 });
  const totals = all.data?.totals;
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Severity</legend>
          <button
            type="button"
            aria-pressed={!severity}
            onClick={() => setSeverity(undefined)}
            className={chip(!severity)}
          >
            All
          </button>
          {AUDIT_SEVERITIES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={severity === s}
              onClick={() => setSeverity(severity === s ? undefined : s)}
              className={chip(severity === s)}
            >
              {SEVERITY_LABELS[s]}{' '}
              {totals ? <span className="tabular-nums opacity-80">{totals[s]}</span> : null}
            </button>
          ))}
        </fieldset>
        <label htmlFor="issues-category" className="ml-auto flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Category</span>
          <Select
            id="issues-category"
            value={category ?? ''}
            onChange={(e) => setCategory((e.target.value || undefined) as AuditCategory | undefined)}
            className="w-44"
          >
            <option value="">All categories</option>
            {AUDIT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {issues.isPending && <Skeleton className="h-40 w-full" />}
      {issues.isError && (
        <RetryAlert
          message="Could not load the findings"
          error={issues.error}
          onRetry={() => void issues.refetch()}
        />
      )}
      {issues.data?.groups.length === 0 && (
        <EmptyState
          icon={ListChecks}
          title={severity || category ? 'Nothing with these filters' : 'No issues found'}
        >
          {severity || category
            ? 'Clear a filter to see the other findings.'
            : 'Every check passed on every page crawled.'}
        </EmptyState>
      )}
      <ul className="space-y-2">
        {issues.data?.groups.map((g) => {
          const expanded = open.has(g.id);
          return (
            <li key={g.id} className="rounded-lg border border-border bg-card">
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => toggle(g.id)}
                className="flex w-full items-center gap-3 px-4 py-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {expanded ? (
                  <ChevronDown className="size-4" aria-hidden="true" />
                ) : (
                  <ChevronRight className="size-4" aria-hidden="true" />
                )}
                <Badge variant={SEVERITY_BADGE[g.severity]}>{SEVERITY_LABELS[g.severity]}</Badge>
                <span className="font-medium">{g.title}</span>
                <span className="text-xs text-muted-foreground">
                  {CATEGORY_LABELS[g.category] ?? g.category}
                </span>
                <span className="ml-auto text-sm tabular-nums text-muted-foreground">
                  {g.count} {g.count === 1 ? 'URL' : 'URLs'}
                </span>
              </button>
              {expanded && <AffectedUrls crawlId={crawlId} group={g} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const chip = (on: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    on
      ? 'border-primary bg-primary/15 text-foreground'
      : 'border-border text-muted-foreground hover:text-foreground',
  );

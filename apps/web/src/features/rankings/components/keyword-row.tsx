import type { RankSource, TrackedKeyword } from '@sdp/shared';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Minus, Sparkles, Trash2 } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { shortDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useAddPosition } from '../api/add-position';
import { useDeleteKeyword } from '../api/delete-keyword';
import { formatPosition, rankChange, SOURCE_LABELS } from '../lib/rank-format';

const shortDay = (day: string) => shortDate(day);

function SourceBadge({ source, testId }: { source: RankSource; testId?: string }) {
  return (
    <Badge
      variant={source === 'gsc' ? 'success' : source === 'serp' ? 'default' : 'outline'}
      data-testid={testId}
    >
      {SOURCE_LABELS[source]}
    </Badge>
  );
}

function ChangeArrow({ k }: { k: TrackedKeyword }) {
  const c = rankChange(k.latest?.position, k.previous?.position);
  const Icon =
    c.direction === 'up'
      ? ArrowUp
      : c.direction === 'down'
        ? ArrowDown
        : c.direction === 'new'
          ? Sparkles
          : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs tabular-nums',
        c.direction === 'up' && 'text-emerald-300',
        (c.direction === 'down' || c.direction === 'lost') && 'text-red-300',
        c.direction === 'new' && 'text-blue-300',
        (c.direction === 'same' || c.direction === 'none') && 'text-muted-foreground',
      )}
      title={c.label}
      data-testid="rank-change"
      data-direction={c.direction}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{c.places ? Math.abs(c.places) : ''}</span>
      <span className="sr-only">{c.label}</span>
    </span>
  );
}

function ManualEntry({ k }: { k: TrackedKeyword }) {
  const id = useId();
  const add = useAddPosition();
  const [value, setValue] = useState('');
  const [notRanked, setNotRanked] = useState(false);
  const n = Number(value);
  const invalid = !notRanked && (!value || !Number.isFinite(n) || n < 1 || n > 100);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid) return;
        add.mutate({ keywordId: k.id, position: notRanked ? null : n }, { onSuccess: () => setValue('') });
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-pos`} className="text-xs">
          Position today (1–100)
        </Label>
        <Input
          id={`${id}-pos`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          className="h-8 w-24"
          disabled={notRanked}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <label className="flex h-8 items-center gap-2 text-xs">
        <input type="checkbox" checked={notRanked} onChange={(e) => setNotRanked(e.target.checked)} />
        Not in the top 100
      </label>
      <Button type="submit" size="sm" variant="outline" disabled={invalid || add.isPending}>
        {add.isPending ? 'Saving…' : 'Save position'}
      </Button>
      {add.isError && (
        <p role="alert" className="w-full text-xs text-red-300">
          {errorMessage(add.error)}
        </p>
      )}
    </form>
  );
}

/** One tracked keyword: position, change, best, source with date; expands to competitors, history, entry. */
export function KeywordRow({ k }: { k: TrackedKeyword }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteKeyword();
  const panelId = useId();
  const latest = k.latest;
  return (
    <Fragment>
      <tr className="border-t border-border align-middle" data-testid="keyword-row" data-keyword={k.keyword}>
        <td className="py-2 pr-2">
          <button
            type="button"
            className="flex min-w-0 items-center gap-1 text-left hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? (
              <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
            )}
            <span className="break-words">{k.keyword}</span>
          </button>
          {k.location && <p className="ml-5 text-xs text-muted-foreground">{k.location}</p>}
          {latest && (
            <p className="ml-5 mt-1 flex flex-wrap items-center gap-1 sm:hidden">
              <SourceBadge source={latest.source} />
              <span className="text-xs text-muted-foreground">
                {shortDay(latest.day)} · best {formatPosition(k.best)}
              </span>
            </p>
          )}
        </td>
        <td className="py-2 text-right text-base font-semibold tabular-nums" data-testid="keyword-position">
          {latest ? formatPosition(latest.position) : '–'}
        </td>
        <td className="py-2 text-center">
          <ChangeArrow k={k} />
        </td>
        <td className="hidden py-2 text-right tabular-nums text-muted-foreground sm:table-cell">
          {formatPosition(k.best)}
        </td>
        <td className="hidden py-2 pl-3 sm:table-cell">
          {latest ? (
            <span className="flex flex-wrap items-center gap-1">
              <SourceBadge source={latest.source} testId="keyword-source" />
              <span className="text-xs text-muted-foreground">{shortDay(latest.day)}</span>
            </span>
          ) : (
            <span className="text-xs text-muted-foreground">Not checked yet</span>
          )}
        </td>
      </tr>
      {open && (
        <tr id={panelId} className="bg-background/40">
          <td colSpan={5} className="space-y-4 px-3 py-3 text-sm">
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <p className="mb-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  Competitors
                </p>
                {latest?.competitors?.length ? (
                  <ol className="space-y-0.5 text-xs">
                    {latest.competitors.slice(0, 10).map((c) => (
                      <li key={`${c.position}-${c.domain}`} className="flex gap-2">
                        <span className="w-6 shrink-0 text-right tabular-nums">{c.position}</span>
                        <span className="min-w-0 truncate">{c.domain}</span>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-xs text-muted-foreground">
                    {latest?.source === 'serp'
                      ? 'The provider returned none.'
                      : 'Only SERP checks return competitors.'}
                  </p>
                )}
              </div>
              <div>
                <p className="mb-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  History
                </p>
                {k.history.length ? (
                  <ul className="space-y-0.5 text-xs">
                    {[...k.history]
                      .reverse()
                      .slice(0, 8)
                      .map((h) => (
                        <li key={`${h.day}-${h.source}`} className="flex gap-2">
                          <span className="w-12 shrink-0">{shortDay(h.day)}</span>
                          <span className="w-8 shrink-0 text-right tabular-nums">
                            {formatPosition(h.position)}
                          </span>
                          <span className="text-muted-foreground">
                            {SOURCE_LABELS[h.source]}
                            {h.clicks != null ? ` · ${h.clicks} clicks` : ''}
                            {h.impressions != null ? ` · ${h.impressions} impressions` : ''}
                          </span>
                        </li>
                      ))}
                  </ul>
                ) : (
                  <p className="text-xs text-muted-foreground">No positions yet.</p>
                )}
              </div>
            </div>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <ManualEntry k={k} />
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(`Stop tracking “${k.keyword}” and delete its positions?`))
                    remove.mutate(k.id);
                }}
              >
                <Trash2 aria-hidden="true" />
                Stop tracking
              </Button>
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

import type { Site, SitePage } from '@sdp/shared';
import { FilePenLine } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useSitePages } from '../api/site-pages';
import { PageEditor } from './page-editor';
import { QueryErrorNote } from './query-error-note';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** Above this many pages the list gets a filter (a dominator has a page per place). */
const FILTER_FROM = 12;

const KIND_LABEL: Record<string, string> = {
  home: 'Home',
  service: 'Service',
  about: 'About',
  faq: 'FAQ',
  hub: 'Hub',
  place: 'Place',
};

/**
 * "Pages" of /generation (docs/product/screens.md): the content pages of the latest version and an
 * editor for the chosen one. Switching pages or leaving with unsaved edits asks first.
 */
export function PagesPanel({ site }: { site: Site }) {
  const pages = useSitePages(site.id);
  const [selected, setSelected] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);

  const editable = pages.data?.pages.filter((p) => p.editable) ?? [];
  const current: SitePage | undefined = editable.find((p) => p.path === selected) ?? editable[0];
  const q = filter.trim().toLowerCase();
  const shown = q
    ? editable.filter((p) => p.path.includes(q) || p.title.toLowerCase().includes(q))
    : editable;
  const choose = (path: string) => {
    if (path === current?.path) return;
    if (dirty) setPendingPath(path);
    else setSelected(path);
  };

  let body: React.ReactNode;
  if (pages.isPending)
    body = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]" aria-busy="true">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  else if (pages.isError)
    body = (
      <QueryErrorNote
        title="Could not load the pages"
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    );
  else if (!pages.data.editable)
    body = (
      <Alert data-testid="pages-not-editable">
        This version was built before page editing. Regenerate the site once, then edit its pages here.
      </Alert>
    );
  else if (!editable.length || !current)
    body = <p className="text-sm text-muted-foreground">This version has no pages with editable words.</p>;
  else
    body = (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <nav aria-label="Pages to edit" className="min-w-0 space-y-2">
          {editable.length > FILTER_FROM && (
            <Input
              type="search"
              aria-label="Filter pages"
              placeholder="Filter pages"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          )}
          <ul className="max-h-[32rem] space-y-1 overflow-y-auto pr-1" data-testid="edit-page-list">
            {shown.map((p) => {
              const active = p.path === current.path;
              return (
                <li key={p.path}>
                  <button
                    type="button"
                    aria-current={active ? 'page' : undefined}
                    onClick={() => choose(p.path)}
                    className={cn(
                      'w-full rounded-md border border-transparent px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active && 'border-violet-400/60 bg-violet-500/10',
                    )}
                  >
                    <span className="block truncate font-medium">{p.title}</span>
                    <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                      <span className="truncate font-mono">{p.path}</span>
                      <span>{p.kind ? KIND_LABEL[p.kind] : ''}</span>
                      <span>{formatCount(p.words)} words</span>
                      {p.overridden && <span className="text-violet-300">edited</span>}
                    </span>
                  </button>
                </li>
              );
            })}
            {!shown.length && <li className="px-3 py-2 text-sm text-muted-foreground">No page matches.</li>}
          </ul>
          <p className="text-xs text-muted-foreground">
            Legal and utility pages (contact, privacy, terms, thank-you, 404) are fixed text.
          </p>
        </nav>
        <div className="min-w-0">
          <PageEditor
            key={current.path}
            siteId={site.id}
            page={current}
            versionId={pages.data.versionId}
            onDirtyChange={onDirtyChange}
          />
        </div>
      </div>
    );

  return (
    <Card data-testid="pages-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <FilePenLine className="size-4" aria-hidden="true" />
          Pages
        </CardTitle>
        <CardDescription>
          Rewrite the headline, intro, sections and questions of any content page. Saving builds a new version
          (same template and wording seed) that you deploy as usual; your edits stay in every later build
          until you reset the page.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={!!pendingPath}
        onClose={() => setPendingPath(null)}
        title="Discard your unsaved edits?"
        description="The page you are editing has changes that are not saved. Open the other page and lose them?"
        pending={false}
        confirmLabel="Discard and open"
        pendingLabel="Opening…"
        destructive
        onConfirm={() => {
          setSelected(pendingPath);
          setPendingPath(null);
        }}
      />
      <UnsavedChangesGuard when={dirty} />
    </Card>
  );
}

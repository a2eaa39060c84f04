import type { SemanticAnalysis, SemanticSiteSummary } from '@sdp/shared';
import { Network } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSemanticAnalysis, useSemanticFreshness, useSemanticOverview } from '../api/semantic';
import { ClusterTable } from './cluster-table';
import { CoverageBars } from './coverage-bars';
import { GapList } from './gap-list';
import { TopicMap } from './topic-map';

const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)}%`);

function Figures({ a }: { a: SemanticAnalysis }) {
  const c = a.counts;
  const items = [
    [
      'Keywords',
      c.keywords,
      `${c.bySource.vertical} from the vertical, ${c.bySource.tracked} tracked, ${c.bySource.gsc} Search Console, ${c.bySource.project} project`,
    ],
    ['Topics', c.clusters, `${c.serpClusters} by SERP overlap (${c.withSerp} keywords with a stored SERP)`],
    ['Pages mapped', c.pages, a.site.live ? 'indexable pages of the live version' : 'no live version'],
    ['Gaps', c.gaps, 'topics no page targets'],
    ['Cannibalisation', c.cannibalised, 'pages matched by several topics'],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {items.map(([label, value, hint]) => (
        <div key={label} className="rounded-lg border border-border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold">{value}</dd>
          <dd className="text-xs text-muted-foreground">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function SiteAnalysis({ siteId }: { siteId: string }) {
  const q = useSemanticAnalysis(siteId);
  if (q.isPending) return <Skeleton className="h-96" />;
  if (q.isError)
    return (
      <RetryAlert message="Could not analyse this site" error={q.error} onRetry={() => void q.refetch()} />
    );
  const a = q.data.analysis!;
  if (!a.clusters.length)
    return (
      <EmptyState icon={Network} title="No keywords for this site">
        Its vertical has no keyword ideas for its place. Track keywords or import Search Console queries in
        rankings to cluster them here.
      </EmptyState>
    );
  const t = a.thresholds;
  return (
    <div className="space-y-6">
      <Figures a={a} />
      <Section
        title="Topic gaps"
        description="Topics with demand that no live page targets: write a page for each."
      >
        <GapList analysis={a} />
      </Section>
      <Section
        title="Topic map"
        description={`Each topic goes to the page most similar to it (at least ${t.pageMatch}); a page best for several topics may cannibalise.`}
      >
        {a.site.live ? (
          <TopicMap analysis={a} />
        ) : (
          <p className="text-sm text-muted-foreground">Deploy the site to map its pages.</p>
        )}
      </Section>
      <Section
        title="Page coverage"
        description="The share of its topic's subtopics and entities (places, services, names) each page mentions."
      >
        <CoverageBars analysis={a} />
      </Section>
      <Section
        title="Topics"
        description={`Keywords grouped when their top-10 results share ${t.serpOverlap}+ URLs, otherwise when their words are similar (cosine ≥ ${t.lexical}). Searches are estimates from the bundled market data.`}
      >
        <ClusterTable clusters={a.clusters} />
        {a.counts.clusters > a.clusters.length && (
          <p className="mt-2 text-xs text-muted-foreground">
            Showing the {a.clusters.length} topics with the most demand of {a.counts.clusters}.
          </p>
        )}
      </Section>
    </div>
  );
}

function SitePicker({
  sites,
  value,
  onChange,
}: {
  sites: SemanticSiteSummary[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <div className="w-72 text-sm">
      <Label htmlFor="semantic-site" className="mb-1 block text-muted-foreground">
        Site
      </Label>
      <Select id="semantic-site" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose a site…</option>
        {sites.map((s) => (
          <option key={s.site.id} value={s.site.id}>
            {s.site.name}
            {s.site.live ? '' : ' (not live)'}
          </option>
        ))}
      </Select>
    </div>
  );
}

function Overview({ sites, onPick }: { sites: SemanticSiteSummary[]; onPick: (id: string) => void }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {sites.map((s) => (
        <li key={s.site.id}>
          <button
            type="button"
            onClick={() => onPick(s.site.id)}
            className="w-full rounded-lg border border-border p-4 text-left hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="font-medium">{s.site.name}</span>
            <span className="block text-xs text-muted-foreground">
              {s.site.vertical ?? s.site.verticalSlug}
              {s.site.place ? ` · ${s.site.place.city}, ${s.site.place.state}` : ''}
              {s.site.live ? '' : ' · not live'}
            </span>
            <span className="mt-2 block text-sm">
              {s.clusters} topics · {s.gaps} gaps · {s.cannibalised} cannibalisation · coverage{' '}
              {pct(s.meanCoverage)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** /intelligence/semantic (docs/semantic.md). */
export function SemanticScreen() {
  useSemanticFreshness();
  const [params, setParams] = useSearchParams();
  const siteId = params.get('siteId') ?? '';
  const overview = useSemanticOverview();
  const pick = (id: string) => setParams(id ? { siteId: id } : {});
  let body: React.ReactNode;
  if (overview.isPending) body = <Skeleton className="h-64" />;
  else if (overview.isError)
    body = (
      <RetryAlert
        message="Could not load your sites"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  else if (!overview.data.sites.length)
    body = (
      <EmptyState
        icon={Network}
        title="No topic maps yet"
        action={
          <Button asChild>
            <Link to={paths.generation}>Build a site</Link>
          </Button>
        }
      >
        Build and deploy a site: its vertical's keywords are clustered into topics and mapped to its pages.
        Tracked keywords, Search Console imports and SERP checks add to the clusters.
      </EmptyState>
    );
  else
    body = (
      <div className="space-y-6">
        <SitePicker sites={overview.data.sites} value={siteId} onChange={pick} />
        {siteId ? <SiteAnalysis siteId={siteId} /> : <Overview sites={overview.data.sites} onPick={pick} />}
      </div>
    );
  return (
    <div data-testid="screen" data-screen="semantic">
      <PageHeader
        title="Semantic SEO"
        description="Clusters your keywords into topics, maps them to your live pages and measures how fully each page covers its topic."
      />
      {body}
    </div>
  );
}

import type { Project } from '@sdp/shared';
import { FolderKanban, Globe, Plus, Server, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatShortDateTime } from '@/lib/format';
import { useDeleteProject, useProjects } from '../api/projects';
import { useProjectListUpdates } from '../hooks/use-crawl-progress';
import { scoreTone, TONE_TEXT } from '../lib/score';

function ScoreCell({ score }: { score: number | null }) {
  const tone = scoreTone(score);
  return (
    <span className={`text-lg font-semibold tabular-nums ${TONE_TEXT[tone]}`}>
      {score ?? '—'}
      <span className="sr-only">{score === null ? 'Not scored yet' : ' of 100'}</span>
    </span>
  );
}

function CrawlState({ project }: { project: Project }) {
  const c = project.activeCrawl;
  if (!c)
    return (
      <span className="text-sm text-muted-foreground">
        {project.lastCrawledAt ? formatShortDateTime(project.lastCrawledAt) : 'Never crawled'}
      </span>
    );
  const total = c.crawled + c.queued;
  const pct = total ? Math.floor((c.crawled / total) * 100) : 0;
  return (
    <div className="min-w-32">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{c.status === 'queued' ? 'Queued' : 'Crawling'}</span>
        <span className="tabular-nums">{c.crawled} pages</span>
      </div>
      <div
        className="mt-1 h-1.5 rounded-full bg-muted"
        role="progressbar"
        aria-label={`Crawl of ${project.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="h-1.5 rounded-full bg-primary transition-all" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** /projects: the team's projects with their last score and a running crawl's progress. */
export function ProjectsList() {
  const projects = useProjects();
  useProjectListUpdates();
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState<Project | null>(null);
  const newButton = (
    <Button asChild>
      <Link to={paths.newProject}>
        <Plus className="size-4" aria-hidden="true" /> New project
      </Link>
    </Button>
  );

  return (
    <div>
      <PageHeader
        title="Projects"
        description="Websites you audit: any address, or one of your hosted sites (audited again after each deploy)."
        actions={newButton}
      />
      {projects.isPending && (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">Loading projects</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      )}
      {projects.isError && (
        <RetryAlert
          message="Could not load projects"
          error={projects.error}
          onRetry={() => void projects.refetch()}
        />
      )}
      {projects.data?.length === 0 && (
        <EmptyState icon={FolderKanban} title="No projects yet" action={newButton}>
          Add a website to crawl it, score it and list what to fix. Your hosted sites appear here by
          themselves after their next deploy.
        </EmptyState>
      )}
      {!!projects.data?.length && (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Project
                </th>
                <th scope="col" className="px-4 py-3">
                  Score
                </th>
                <th scope="col" className="px-4 py-3">
                  Last crawl
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {projects.data.map((p) => (
                <tr key={p.id} className="border-b border-border/60 last:border-0 hover:bg-accent/30">
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-2">
                      {p.siteId ? (
                        <Server className="size-4 text-muted-foreground" aria-hidden="true" />
                      ) : (
                        <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
                      )}
                      <Link
                        to={paths.project(p.id)}
                        className="font-medium hover:underline focus-visible:underline"
                      >
                        {p.name}
                      </Link>
                      {p.siteId && <Badge variant="default">Hosted</Badge>}
                    </div>
                    <div className="mt-0.5 max-w-md truncate text-xs text-muted-foreground">{p.url}</div>
                  </td>
                  <td className="px-4 py-3">
                    <ScoreCell score={p.lastScore} />
                  </td>
                  <td className="px-4 py-3">
                    <CrawlState project={p} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${p.name}`}
                      onClick={() => setDeleting(p)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        title={`Delete ${deleting?.name ?? 'the project'}?`}
        description="Its crawls, pages and findings are deleted too. A hosted site gets a new project after its next deploy."
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete project"
        pendingLabel="Deleting…"
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}

import type { Crawl, Project, ProjectCrawlEvent } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime';
import { invalidateProjectsQueries, projectsKeys } from '../api/keys';

/**
 * Live progress of a project's crawls: joins the project's room while mounted, moves the crawl's
 * cached counts forward with each pushed project:crawl event, and reads everything again when a
 * crawl ends. The crawl query also polls while running (crawls.ts), so a dead socket only slows it.
 */
export function useCrawlProgress(projectId: string) {
  const qc = useQueryClient();
  const { client } = useRealtime();

  useEffect(() => {
    client.subscribe('project:join', projectId);
    return () => client.unsubscribe('project:join', projectId);
  }, [client, projectId]);

  useRealtimeEvent('project:crawl', (e: ProjectCrawlEvent) => {
    if (e.projectId !== projectId) return;
    qc.setQueryData<Crawl>(projectsKeys.crawl(e.crawlId), (prev) => {
      if (!prev) return prev;
      if (prev.status !== 'queued' && prev.status !== 'running') return prev;
      const total = e.crawled + e.queued;
      return {
        ...prev,
        status: e.status,
        crawled: Math.max(prev.crawled, e.crawled),
        queued: e.queued,
        progress:
          e.status === 'completed' ? 100 : total ? Math.floor((e.crawled / total) * 100) : prev.progress,
        ...(e.score !== undefined ? { score: e.score } : {}),
      };
    });
    if (e.status !== 'running') void invalidateProjectsQueries(qc);
  });
}

/**
 * The projects list follows the team's pushed project:crawl events: a running crawl's counts move,
 * and an ended crawl makes the list read again (its new score).
 */
export function useProjectListUpdates() {
  const qc = useQueryClient();
  useRealtimeEvent('project:crawl', (e: ProjectCrawlEvent) => {
    if (e.status !== 'running' && e.status !== 'queued') {
      void invalidateProjectsQueries(qc);
      return;
    }
    qc.setQueryData<Project[]>(projectsKeys.list(), (prev) =>
      prev?.map((p) =>
        p.id === e.projectId
          ? { ...p, activeCrawl: { id: e.crawlId, status: e.status, crawled: e.crawled, queued: e.queued } }
          : p,
      ),
    );
  });
}

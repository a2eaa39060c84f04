import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  automationRules,
  automationRuns,
  campaigns,
  crawls,
  deployJobs,
  engineRuns,
  opportunityImplementations,
  projects,
  seoOpportunities,
} from '../../db/schema/index';

// The live job feed reads the team's newest rows of every kind of work (docs/superweapons.md#feed):
// deploy jobs, crawls, engine runs, campaigns, SEO opportunity implementations, automation runs.
// Read only; each query filters on team_id.

export async function feedRows(db: Db, teamId: string, limit: number) {
  const [jobs, crawlRows, engineRows, campaignRows, implRows, runRows] = await Promise.all([
    db
      .select()
      .from(deployJobs)
      .where(eq(deployJobs.teamId, teamId))
      .orderBy(desc(deployJobs.createdAt))
      .limit(limit),
    db
      .select({ crawl: crawls, projectName: projects.name })
      .from(crawls)
      .innerJoin(projects, and(eq(projects.id, crawls.projectId), eq(projects.teamId, teamId)))
      .where(eq(crawls.teamId, teamId))
      .orderBy(desc(crawls.createdAt))
      .limit(limit),
    db
      .select()
      .from(engineRuns)
      .where(eq(engineRuns.teamId, teamId))
      .orderBy(desc(engineRuns.createdAt))
      .limit(limit),
    db
      .select()
      .from(campaigns)
      .where(eq(campaigns.teamId, teamId))
      .orderBy(desc(campaigns.createdAt))
      .limit(limit),
    db
      .select({ impl: opportunityImplementations, title: seoOpportunities.title })
      .from(opportunityImplementations)
      .innerJoin(
        seoOpportunities,
        and(
          eq(seoOpportunities.id, opportunityImplementations.opportunityId),
          eq(seoOpportunities.teamId, teamId),
        ),
      )
      .where(eq(opportunityImplementations.teamId, teamId))
      .orderBy(desc(opportunityImplementations.startedAt))
      .limit(limit),
    db
      .select({ run: automationRuns, ruleName: automationRules.name })
      .from(automationRuns)
      .leftJoin(automationRules, eq(automationRules.id, automationRuns.ruleId))
      .where(eq(automationRuns.teamId, teamId))
      .orderBy(desc(automationRuns.startedAt))
      .limit(limit),
  ]);
  return { jobs, crawlRows, engineRows, campaignRows, implRows, runRows };
}

export type FeedRows = Awaited<ReturnType<typeof feedRows>>;

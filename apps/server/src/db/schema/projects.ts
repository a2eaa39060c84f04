import { AUDIT_CATEGORIES, AUDIT_SEVERITIES, CRAWL_STATUSES, CRAWL_TRIGGERS } from '@sdp/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { sites, siteVersions } from './sites';
import { teams } from './teams';
import { users } from './users';

// Projects, their crawls, the pages each crawl fetched and the audit's findings
// (docs/crawler.md, docs/audit.md). Every row carries team_id, the scope every query filters by.

/** A website at any URL (one of ours when site_id is set), with competitors, keywords and a place. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Where the crawl starts: an absolute http(s) URL, normalised. */
    url: text('url').notNull(),
    /** Set when the project is a site this platform hosts (crawled after each deploy). */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** { city, state, placeId? } */
    location: jsonb('location').$type<Record<string, unknown>>(),
    competitors: jsonb('competitors').$type<string[]>().notNull().default([]),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** Crawl limits: { maxPages, maxDepth, requestsPerSecond } (docs/crawler.md#limits). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    lastCrawlId: uuid('last_crawl_id'),
    /** Overall score (0-100) of the last completed crawl. */
    lastScore: integer('last_score'),
    lastCrawledAt: at('last_crawled_at'),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    index('projects_team_created_idx').on(t.teamId, t.createdAt),
    uniqueIndex('projects_team_site_idx').on(t.teamId, t.siteId).where(sql`${t.siteId} is not null`),
  ],
);

/** One crawl and audit of a project: a durable job (docs/crawler.md). */
export const crawls = pgTable(
  'crawls',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    trigger: text('trigger', { enum: CRAWL_TRIGGERS }).notNull(),
    status: text('status', { enum: CRAWL_STATUSES }).notNull().default('queued'),
    /** The hosted site's version that was live when a deploy triggered the crawl. */
    siteVersionId: uuid('site_version_id').references(() => siteVersions.id, { onDelete: 'set null' }),
    pagesCrawled: integer('pages_crawled').notNull().default(0),
    /** Pages discovered and not yet fetched (progress = crawled / (crawled + queued)). */
    pagesQueued: integer('pages_queued').notNull().default(0),
    /** The limits this crawl ran with, and robots/sitemap facts: { maxPages, maxDepth, robots, sitemaps } */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    score: integer('score'),
    /** { [category]: 0-100 } */
    categoryScores: jsonb('category_scores').$type<Record<string, number>>(),
    /** Per check: { [checkId]: { severity, category, count } }, and totals. */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Last sign of life of the worker running it (a crashed worker's crawl is picked up again). */
    heartbeatAt: at('heartbeat_at'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [index('crawls_project_created_idx').on(t.teamId, t.projectId, t.createdAt)],
);

/** A page one crawl fetched (or tried to): what the audit reads. */
export const crawlPages = pgTable(
  'crawl_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    crawlId: uuid('crawl_id')
      .notNull()
      .references(() => crawls.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Final status (0: network error or refused). */
    statusCode: integer('status_code').notNull(),
    depth: integer('depth').notNull(),
    /** [{ url, status }] of the redirects followed to reach it. */
    redirects: jsonb('redirects').$type<{ url: string; status: number }[]>().notNull().default([]),
    contentType: text('content_type'),
    bytes: integer('bytes').notNull().default(0),
    loadMs: integer('load_ms').notNull().default(0),
    title: text('title'),
    description: text('description'),
    wordCount: integer('word_count').notNull().default(0),
    indexable: boolean('indexable').notNull().default(true),
    inlinks: integer('inlinks').notNull().default(0),
    /** The rest of the parsed page: headings, canonical, links, images, schema, hreflang, error. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('crawl_pages_crawl_idx').on(t.crawlId, t.url)],
);

/** One finding of an audit check on one URL (docs/audit.md). */
export const auditIssues = pgTable(
  'audit_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    crawlId: uuid('crawl_id')
      .notNull()
      .references(() => crawls.id, { onDelete: 'cascade' }),
    checkId: text('check_id').notNull(),
    category: text('category', { enum: AUDIT_CATEGORIES }).notNull(),
    severity: text('severity', { enum: AUDIT_SEVERITIES }).notNull(),
    url: text('url').notNull(),
    /** What exactly: { title, length, target, status, duplicateOf, ... } */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_issues_crawl_check_idx').on(t.crawlId, t.checkId)],
);

/** One quick rank check: a URL scored for a keyword (docs/quick-rank.md). */
export const quickRankChecks = pgTable(
  'quick_rank_checks',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    keyword: text('keyword').notNull(),
    score: integer('score').notNull(),
    /** Factors with their scores and reasons. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quick_rank_checks_team_created_idx').on(t.teamId, t.createdAt)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type CrawlRow = typeof crawls.$inferSelect;
export type CrawlPageRow = typeof crawlPages.$inferSelect;
export type AuditIssueRow = typeof auditIssues.$inferSelect;
export type QuickRankCheckRow = typeof quickRankChecks.$inferSelect;

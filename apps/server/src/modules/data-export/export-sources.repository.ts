import { and, asc, eq, getTableColumns, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  apiKeys,
  auditIssues,
  billingDetails,
  calls,
  campaignItems,
  campaigns,
  chatMessages,
  chats,
  competitorPages,
  contentDrafts,
  crawls,
  engineInsights,
  engineRuns,
  experiments,
  invoices,
  leadDeliveries,
  leads,
  opportunitySteps,
  payoutOverrides,
  projects,
  providerCredentials,
  quickRankChecks,
  rankPositions,
  rentCharges,
  renters,
  savedOpportunities,
  seoOpportunities,
  serpSnapshots,
  siteEdits,
  siteEventDays,
  siteInterventions,
  siteKeywords,
  sitePageDays,
  sitePageOverrides,
  siteRentals,
  siteSourceDays,
  sites,
  siteVersions,
  teamMarketFocus,
  teamMembers,
  teamSiteDefaults,
  teams,
  trackingNumbers,
  userPreferences,
  users,
} from '../../db/schema/index';

// What a data export reads (docs/data-export.md#contents): the caller's account and every table of
// their current team, in batches so a big team is never read whole. Secrets never leave: columns
// named like a secret (hash, secret, token, ciphertext, password) and binary columns are dropped
// whatever the table, and each source names what else stays out.

export interface ExportOwner {
  userId: string;
  teamId: string;
}

export type ExportRow = Record<string, unknown>;

/** One table of the export. */
export interface ExportSource {
  /** File and section name, e.g. 'sites'. */
  name: string;
  table: PgTable;
  /** Which rows are the caller's to read. */
  where: (o: ExportOwner) => SQL | undefined;
  /** Columns (Drizzle keys) left out besides secrets and binaries. */
  omit?: readonly string[];
  /** Only these columns (Drizzle keys), for tables that are mostly internal. */
  only?: readonly string[];
}

const SECRET_NAME = /hash|secret|token|ciphertext|password/i;

/** The columns a source exports: never a secret-looking or binary one. */
export function exportColumns(source: ExportSource): Record<string, PgColumn> {
  const out: Record<string, PgColumn> = {};
  for (const [key, column] of Object.entries(getTableColumns(source.table))) {
    if (SECRET_NAME.test(key) || SECRET_NAME.test(column.name)) continue;
    if (column.getSQLType() === 'bytea') continue;
    if (source.omit?.includes(key)) continue;
    if (source.only && !source.only.includes(key)) continue;
    out[key] = column;
  }
  return out;
}

const team = (t: { teamId: PgColumn }) => (o: ExportOwner) => eq(t.teamId, o.teamId);

/** Every source, in the order of the export. */
export const EXPORT_SOURCES: readonly ExportSource[] = [
  {
    name: 'profile',
    table: users,
    where: (o) => eq(users.id, o.userId),
    omit: ['lockedUntil'],
  },
  { name: 'preferences', table: userPreferences, where: (o) => eq(userPreferences.userId, o.userId) },
  {
    name: 'api_keys',
    table: apiKeys,
    where: (o) => eq(apiKeys.userId, o.userId),
  },
  { name: 'team', table: teams, where: (o) => eq(teams.id, o.teamId) },
  { name: 'sites', table: sites, where: team(sites) },
  {
    name: 'site_versions',
    table: siteVersions,
    where: team(siteVersions),
    // Metadata only: the built files and the generator's internals stay out.
    omit: ['signature', 'similarity'],
  },
  { name: 'site_page_overrides', table: sitePageOverrides, where: team(sitePageOverrides) },
  { name: 'renters', table: renters, where: team(renters) },
  { name: 'site_rentals', table: siteRentals, where: team(siteRentals) },
  { name: 'rent_charges', table: rentCharges, where: team(rentCharges) },
  { name: 'leads', table: leads, where: team(leads), omit: ['submissionKey'] },
  { name: 'lead_deliveries', table: leadDeliveries, where: team(leadDeliveries), omit: ['nextAttemptAt'] },
  { name: 'tracking_numbers', table: trackingNumbers, where: team(trackingNumbers), omit: ['twilioSid'] },
  { name: 'calls', table: calls, where: team(calls), omit: ['callSid'] },
  { name: 'rank_keywords', table: siteKeywords, where: team(siteKeywords) },
  { name: 'rank_positions', table: rankPositions, where: team(rankPositions) },
  { name: 'analytics_days', table: siteEventDays, where: team(siteEventDays) },
  { name: 'analytics_sources', table: siteSourceDays, where: team(siteSourceDays) },
  { name: 'analytics_pages', table: sitePageDays, where: team(sitePageDays) },
  { name: 'experiments', table: experiments, where: team(experiments), omit: ['aH1Html', 'aIntroHtml'] },
  { name: 'saved_markets', table: savedOpportunities, where: team(savedOpportunities) },
  { name: 'site_edits', table: siteEdits, where: team(siteEdits) },
  { name: 'projects', table: projects, where: team(projects) },
  // Crawls with their scores and findings; the fetched pages themselves stay out (the crawl can be rerun).
  { name: 'crawls', table: crawls, where: team(crawls), omit: ['heartbeatAt'] },
  { name: 'audit_findings', table: auditIssues, where: team(auditIssues) },
  { name: 'seo_opportunities', table: seoOpportunities, where: team(seoOpportunities) },
  { name: 'seo_opportunity_steps', table: opportunitySteps, where: team(opportunitySteps) },
  { name: 'quick_rank_checks', table: quickRankChecks, where: team(quickRankChecks) },
  { name: 'campaigns', table: campaigns, where: team(campaigns) },
  { name: 'campaign_items', table: campaignItems, where: team(campaignItems) },
  { name: 'engine_runs', table: engineRuns, where: team(engineRuns), omit: ['heartbeatAt'] },
  { name: 'engine_insights', table: engineInsights, where: team(engineInsights) },
  { name: 'site_interventions', table: siteInterventions, where: team(siteInterventions) },
  { name: 'serp_snapshots', table: serpSnapshots, where: team(serpSnapshots) },
  { name: 'competitor_pages', table: competitorPages, where: team(competitorPages) },
  { name: 'content_drafts', table: contentDrafts, where: team(contentDrafts) },
  { name: 'chats', table: chats, where: team(chats) },
  { name: 'chat_messages', table: chatMessages, where: team(chatMessages) },
  {
    name: 'payout_overrides',
    table: payoutOverrides,
    // The team's, and the caller's own (another member's personal belief is theirs).
    where: (o) =>
      and(
        eq(payoutOverrides.teamId, o.teamId),
        or(isNull(payoutOverrides.userId), eq(payoutOverrides.userId, o.userId)),
      ),
  },
  { name: 'site_defaults', table: teamSiteDefaults, where: team(teamSiteDefaults) },
  { name: 'market_focus', table: teamMarketFocus, where: team(teamMarketFocus) },
  // Invoices as issued (the PDF bytes stay out: binary columns never leave; download them one by one).
  { name: 'invoices', table: invoices, where: team(invoices) },
  { name: 'billing_details', table: billingDetails, where: team(billingDetails) },
  {
    name: 'provider_credentials',
    table: providerCredentials,
    where: team(providerCredentials),
    // Which providers are configured, never the keys.
    only: ['providerId', 'createdAt', 'updatedAt'],
  },
];

/** The primary-key-like column pages are read by: `id` when the table has one. */
function idColumn(table: PgTable): PgColumn | undefined {
  return (getTableColumns(table) as Record<string, PgColumn>).id;
}

/**
 * The source's rows, `batch` at a time: by id after the last one when the table has an id (keyset),
 * else by offset in the order of every column of its key.
 */
export async function* sourceRows(
  db: Db,
  source: ExportSource,
  owner: ExportOwner,
  batch: number,
): AsyncGenerator<ExportRow[]> {
  const columns = exportColumns(source);
  const id = idColumn(source.table);
  // Without an id, every not-null column: the key's columns are among them, so the order is total.
  const order = id ? [id] : Object.values(getTableColumns(source.table)).filter((c) => c.notNull);
  let last: unknown = null;
  let offset = 0;
  for (;;) {
    const where = and(source.where(owner), id && last !== null ? gt(id, last) : undefined);
    const rows = (await db
      .select({ ...columns, ...(id ? { __id: id } : {}) })
      .from(source.table)
      .where(where)
      .orderBy(...order.map((c) => asc(c)))
      .limit(batch)
      .offset(id ? 0 : offset)) as ExportRow[];
    if (rows.length === 0) return;
    offset += rows.length;
    last = rows.at(-1)?.__id ?? null;
    yield rows.map(({ __id: _, ...rest }) => rest);
    if (rows.length < batch) return;
  }
}

/** The team's members with their names, e-mail addresses and roles. */
export async function teamMemberRows(db: Db, owner: ExportOwner): Promise<ExportRow[]> {
  return db
    .select({
      userId: teamMembers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: teamMembers.role,
      joinedAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, owner.teamId))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.userId));
}

/** Whether the user still belongs to the team (an export is built after the request). */
export async function isMember(db: Db, owner: ExportOwner): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, owner.teamId), eq(teamMembers.userId, owner.userId)));
  return Boolean(row);
}

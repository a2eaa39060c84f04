import type { Analytics, AnalyticsQuery, PerformanceMetrics } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { addDays, daysBetween, periodStarts, UTC, zoneOf } from '../../lib/periods';
import type { RevenueLedger } from '../leads/index';
import * as repo from './analytics.repository';
import { type DayRange, lastDays, rangeOfDays, resolveRange } from './range';
import { refreshRollups } from './rollups.repository';

// Analytics of a site or of the team's whole portfolio (docs/product/rules.md#analytics-and-rollups) and the
// performance metrics (docs/product/rules.md#performance-metrics). Revenue is the revenue ledger's
// (docs/product/rules.md#revenue-metrics): rent on the day it is booked, form-lead and call income on
// the day they arrived. Portfolio figures leave demo sites out unless includeDemo
// (docs/product/rules.md#demo-portfolio); one site's figures are its own, demo or not. Days and
// months are the reader's (the actor's time zone, docs/time-zones.md).

const money = (n: number) => Math.round(n * 100) / 100;
const ratio = (n: number) => Math.round(n * 10_000) / 10_000;
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface AnalyticsServiceOptions {
  publicUrl: string;
  /** The leads module's revenue rows (accepted leads per day, rental periods). */
  ledger: RevenueLedger;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

interface Totals {
  pageviews: number;
  uniqueVisitors: number;
  formViews: number;
  callClicks: number;
  leads: number;
  revenue: number;
  rent: number;
  leadIncome: number;
  callIncome: number;
}

export function createAnalyticsService(db: Db, options: AnalyticsServiceOptions) {
  const { ledger } = options;
  const publicHost = new URL(options.publicUrl).hostname.toLowerCase().replace(/^www\./, '');

  /** 404 unless the site belongs to the team. */
  async function ownSite(teamId: string, siteId: string) {
    const [site] = await repo.teamSites(db, teamId, siteId);
    if (!site) throw new NotFoundError('Site');
    return site;
  }

  /** Revenue per site and day within the range (the ledger's entries). */
  async function revenueDays(
    teamId: string,
    range: DayRange,
    siteId: string | null,
    now: Date,
    includeDemo = false,
  ) {
    const entries = await ledger.entries(
      teamId,
      {
        siteIds: siteId ? [siteId] : undefined,
        includeDemo: includeDemo || siteId !== null,
        zone: range.zone,
      },
      now,
    );
    const out = new Map<string, { leads: number; rent: number; leadIncome: number; callIncome: number }>();
    for (const e of entries) {
      if (e.day < range.from || e.day > range.to) continue;
      out.set(`${e.siteId}|${e.day}`, e);
    }
    return out;
  }

  /** Analytics of the team (one site or the portfolio) over a resolved range. */
  /** Callers sync rental periods first (once: concurrent syncs could open a period twice). */
  async function compute(
    teamId: string,
    siteId: string | null,
    range: DayRange,
    now = new Date(),
    includeDemo = false,
  ) {
    const excludeDemo = !includeDemo && siteId === null;
    const scope = { teamId, siteId, fromTs: range.fromTs, toTs: range.toTs, excludeDemo, zone: range.zone };
    const allSites = await repo.teamSites(db, teamId);
    const siteRows = siteId
      ? allSites.filter((s) => s.id === siteId)
      : allSites.filter((s) => !excludeDemo || !s.demo);
    // Referrers from the platform's host or the team's own domains are internal navigation.
    const internal = [
      publicHost,
      ...allSites.flatMap((s) => (s.customDomain ? [s.customDomain.toLowerCase()] : [])),
    ];
    await refreshRollups(db, repo.utcDaysOf(scope)); // the rollups of the range's UTC days, before the reads
    const [days, sources, pages, money_, demoLead] = await Promise.all([
      repo.siteDays(db, scope),
      repo.sources(db, scope, internal),
      repo.topPages(db, scope),
      revenueDays(teamId, range, siteId, now, includeDemo),
      repo.demoLeads(db, scope),
    ]);
    const daily = new Map(
      range.days.map((d) => [d, { date: d, pageviews: 0, visitors: 0, leads: 0, revenue: 0 }]),
    );
    const bySite = new Map(
      siteRows.map((s) => [
        s.id,
        {
          siteId: s.id,
          name: s.name,
          demo: s.demo,
          status: s.status,
          pageviews: 0,
          visitors: 0,
          leads: 0,
          revenue: 0,
        },
      ]),
    );
    const totals: Totals = {
      pageviews: 0,
      uniqueVisitors: 0,
      formViews: 0,
      callClicks: 0,
      leads: 0,
      revenue: 0,
      rent: 0,
      leadIncome: 0,
      callIncome: 0,
    };
    let demo = demoLead;
    for (const d of days) {
      totals.pageviews += d.pageviews;
      totals.uniqueVisitors += d.visitors;
      totals.formViews += d.formViews;
      totals.callClicks += d.callClicks;
      demo ||= d.demo;
      const day = daily.get(d.day);
      if (day) {
        day.pageviews += d.pageviews;
        day.visitors += d.visitors;
      }
      const s = bySite.get(d.siteId);
      if (s) {
        s.pageviews += d.pageviews;
        s.visitors += d.visitors;
      }
    }
    for (const [key, v] of money_) {
      const [site, dayKey_] = key.split('|') as [string, string];
      const revenue = v.rent + v.leadIncome + v.callIncome;
      totals.leads += v.leads;
      totals.revenue += revenue;
      totals.rent += v.rent;
      totals.leadIncome += v.leadIncome;
      totals.callIncome += v.callIncome;
      const day = daily.get(dayKey_);
      if (day) {
        day.leads += v.leads;
        day.revenue += revenue;
      }
      const s = bySite.get(site);
      if (s) {
        s.leads += v.leads;
        s.revenue += revenue;
      }
    }
    const names = new Map(siteRows.map((s) => [s.id, s.name]));
    const order = new Map(allSites.map((s, i) => [s.id, i])); // creation order: ties of top pages
    return {
      totals,
      demo,
      daily: [...daily.values()].map((d) => ({ ...d, revenue: money(d.revenue) })),
      sources: sources
        .filter((s) => s.source !== 'Internal')
        .sort((a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews || cmp(a.source, b.source)),
      topPages: pages
        .sort(
          (a, b) =>
            b.pageviews - a.pageviews ||
            b.visitors - a.visitors ||
            cmp(a.path, b.path) ||
            (order.get(a.siteId) ?? 0) - (order.get(b.siteId) ?? 0),
        )
        .map((p) => ({ ...p, siteName: names.get(p.siteId) ?? null })),
      bySite: [...bySite.values()]
        .filter((s) => s.status !== 'archived' || s.pageviews + s.leads + s.revenue > 0)
        .map(({ status: _s, ...s }) => ({ ...s, revenue: money(s.revenue) })),
    };
  }

  const conversion = (leads: number, visitors: number) => (visitors > 0 ? ratio(leads / visitors) : null);

  async function analytics(actor: Actor, q: AnalyticsQuery, now = new Date()): Promise<Analytics> {
    const zone = zoneOf(actor);
    const range = resolveRange(q, now, zone);
    const { teamId } = actor;
    const siteId = q.websiteId ?? null;
    if (siteId) await ownSite(teamId, siteId);
    const includeDemo = q.includeDemo === 'true';
    await ledger.sync(teamId, now);
    const [r, unbilled] = await Promise.all([
      compute(teamId, siteId, range, now, includeDemo),
      ledger.toInvoice(
        teamId,
        { siteIds: siteId ? [siteId] : undefined, includeDemo: includeDemo || siteId !== null, zone },
        now,
      ),
    ]);
    return {
      websiteId: siteId,
      from: range.from,
      to: range.to,
      pageviews: r.totals.pageviews,
      uniqueVisitors: r.totals.uniqueVisitors,
      formViews: r.totals.formViews,
      callClicks: r.totals.callClicks,
      leads: r.totals.leads,
      conversionRate: conversion(r.totals.leads, r.totals.uniqueVisitors),
      revenue: money(r.totals.revenue),
      revenueSplit: {
        rent: money(r.totals.rent),
        leadIncome: money(r.totals.leadIncome),
        callIncome: money(r.totals.callIncome),
        total: money(r.totals.revenue),
      },
      toInvoice: unbilled,
      sources: r.sources,
      topPages: r.topPages.map((p) =>
        siteId ? { path: p.path, pageviews: p.pageviews, visitors: p.visitors } : p,
      ),
      daily: r.daily,
      ...(siteId ? {} : { bySite: r.bySite }),
      demo: r.demo,
    } as Analytics;
  }

  /**
   * Performance metrics (docs/product/rules.md#performance-metrics): the last 30 days, the 30 before for
   * deltas, this month's revenue, rankings; days and month of `zone` (a push to a whole team, with
   * no reader, uses UTC).
   */
  async function metricsForTeam(
    teamId: string,
    siteId: string | null,
    now = new Date(),
    includeDemo = false,
    zone: string = UTC,
  ): Promise<PerformanceMetrics> {
    const current = lastDays(30, now, zone);
    const previous = rangeOfDays(addDays(current.from, -30), 30, zone);
    const { month } = periodStarts(now, zone);
    const monthRange = rangeOfDays(month, daysBetween(month, current.to) + 1, zone);
    await ledger.sync(teamId, now);
    const [cur, prev, monthly, positions, siteRows] = await Promise.all([
      compute(teamId, siteId, current, now, includeDemo),
      compute(teamId, siteId, previous, now, includeDemo),
      revenueDays(teamId, monthRange, siteId, now, includeDemo),
      repo.latestPositions(db, teamId, siteId),
      repo.teamSites(db, teamId),
    ]);
    let monthlyRevenue = 0;
    for (const v of monthly.values()) monthlyRevenue += v.rent + v.leadIncome + v.callIncome;
    const demoSites = new Set(siteRows.filter((s) => s.demo).map((s) => s.id));
    const counted = positions.filter((p) => siteId || includeDemo || !demoSites.has(p.siteId));
    const ranked = counted.map((p) => p.position).filter((p): p is number => p != null);
    return {
      id: siteId ?? 'portfolio',
      websiteId: siteId,
      pageviews: cur.totals.pageviews,
      uniqueVisitors: cur.totals.uniqueVisitors,
      leads: cur.totals.leads,
      conversionRate: conversion(cur.totals.leads, cur.totals.uniqueVisitors),
      revenue: money(cur.totals.revenue),
      monthlyRevenue: money(monthlyRevenue),
      averagePosition: ranked.length
        ? Math.round((ranked.reduce((a, b) => a + b, 0) / ranked.length) * 100) / 100
        : null,
      keywordsTracked: counted.length,
      keywordsTop10: ranked.filter((p) => p <= 10).length,
      keywordsTop3: ranked.filter((p) => p <= 3).length,
      previous: {
        pageviews: prev.totals.pageviews,
        uniqueVisitors: prev.totals.uniqueVisitors,
        leads: prev.totals.leads,
        revenue: money(prev.totals.revenue),
      },
      from: current.from,
      to: current.to,
    };
  }

  async function metrics(
    actor: Actor,
    websiteId?: string,
    now = new Date(),
    includeDemo = false,
  ): Promise<PerformanceMetrics> {
    const { teamId } = actor;
    if (websiteId) await ownSite(teamId, websiteId);
    return metricsForTeam(teamId, websiteId ?? null, now, includeDemo, zoneOf(actor));
  }

  /**
   * Visitors and pageviews per UTC day of the last `days` days (ending today) summed over these
   * sites of the team, from the rollups (refreshed first). For the renter portal (docs/renter-portal.md).
   */
  async function siteVisits(teamId: string, siteIds: string[], days = 30, now = new Date()) {
    const range = lastDays(days, now);
    const daily = new Map(range.days.map((d) => [d, { date: d, visitors: 0, pageviews: 0 }]));
    for (const siteId of siteIds) {
      const scope = { teamId, siteId, fromTs: range.fromTs, toTs: range.toTs };
      await refreshRollups(db, scope);
      for (const d of await repo.siteDays(db, scope)) {
        const day = daily.get(d.day);
        if (!day) continue;
        day.visitors += d.visitors;
        day.pageviews += d.pageviews;
      }
    }
    return [...daily.values()];
  }

  return { analytics, metrics, metricsForTeam, compute, ownSite, siteVisits };
}

import type { Analytics, AnalyticsQuery, PerformanceMetrics } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { periodStarts } from '../../lib/periods';
import { type RevenueLedger, rentWithin } from '../leads/index';
import * as repo from './analytics.repository';
import { DAY_MS, type DayRange, lastDays, resolveRange } from './range';
import { refreshRollups } from './rollups.repository';

// Analytics of a site or of the team's whole portfolio (docs/product/rules.md#analytics-and-rollups) and the
// performance metrics (docs/product/rules.md#performance-metrics). Revenue follows the revenue service's
// rules (leads/revenue.*): accepted and billed lead values dated by arrival, plus rent prorated per day
// (monthlyRent × 12 / 365).

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

  /** Revenue per site and day within the range (leads + prorated rent). */
  async function revenueDays(teamId: string, range: DayRange, siteId: string | null, now: Date) {
    const ids = siteId ? [siteId] : undefined;
    const [leadRows, rentalRows] = await Promise.all([
      ledger.leadDays(teamId, ids),
      ledger.rentals(teamId, ids),
    ]);
    const out = new Map<string, { leads: number; revenue: number }>(); // key site|day
    const add = (site: string, day: string, leads: number, revenue: number) => {
      const k = `${site}|${day}`;
      const cur = out.get(k) ?? { leads: 0, revenue: 0 };
      cur.leads += leads;
      cur.revenue += revenue;
      out.set(k, cur);
    };
    for (const r of leadRows) {
      if (r.day >= range.from && r.day <= range.to) add(r.siteId, r.day, r.leads, r.value);
    }
    for (const r of rentalRows) {
      if (r.startedAt >= range.toTs || (r.endedAt && r.endedAt <= range.fromTs)) continue;
      range.days.forEach((day, i) => {
        const from = new Date(range.fromTs.getTime() + i * DAY_MS);
        const rent = rentWithin(r, from, new Date(from.getTime() + DAY_MS), now);
        if (rent > 0) add(r.siteId, day, 0, rent);
      });
    }
    return out;
  }

  /** Analytics of the team (one site or the portfolio) over a resolved range. */
  /** Callers sync rental periods first (once: concurrent syncs could open a period twice). */
  async function compute(teamId: string, siteId: string | null, range: DayRange, now = new Date()) {
    const scope = { teamId, siteId, fromTs: range.fromTs, toTs: range.toTs };
    const allSites = await repo.teamSites(db, teamId);
    const siteRows = siteId ? allSites.filter((s) => s.id === siteId) : allSites;
    // Referrers from the platform's host or the team's own domains are internal navigation.
    const internal = [
      publicHost,
      ...allSites.flatMap((s) => (s.customDomain ? [s.customDomain.toLowerCase()] : [])),
    ];
    await refreshRollups(db, scope); // the day rollups of the range, before the three reads below
    const [days, sources, pages, money_, demoLead] = await Promise.all([
      repo.siteDays(db, scope),
      repo.sources(db, scope, internal),
      repo.topPages(db, scope),
      revenueDays(teamId, range, siteId, now),
      repo.demoLeads(db, scope),
    ]);
    const daily = new Map(
      range.days.map((d) => [d, { date: d, pageviews: 0, visitors: 0, leads: 0, revenue: 0 }]),
    );
    const bySite = new Map(
      siteRows.map((s) => [
        s.id,
        { siteId: s.id, name: s.name, status: s.status, pageviews: 0, visitors: 0, leads: 0, revenue: 0 },
      ]),
    );
    const totals: Totals = {
      pageviews: 0,
      uniqueVisitors: 0,
      formViews: 0,
      callClicks: 0,
      leads: 0,
      revenue: 0,
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
      totals.leads += v.leads;
      totals.revenue += v.revenue;
      const day = daily.get(dayKey_);
      if (day) {
        day.leads += v.leads;
        day.revenue += v.revenue;
      }
      const s = bySite.get(site);
      if (s) {
        s.leads += v.leads;
        s.revenue += v.revenue;
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
    const range = resolveRange(q, now);
    const { teamId } = actor;
    const siteId = q.websiteId ?? null;
    if (siteId) await ownSite(teamId, siteId);
    await ledger.syncRentals(teamId, now);
    const r = await compute(teamId, siteId, range, now);
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
   * deltas, this month's revenue, rankings.
   */
  async function metricsForTeam(
    teamId: string,
    siteId: string | null,
    now = new Date(),
  ): Promise<PerformanceMetrics> {
    const current = lastDays(30, now);
    const previous = lastDays(30, new Date(current.fromTs.getTime() - DAY_MS));
    const month = periodStarts(now).monthStart;
    const monthRange = lastDays(Math.round((current.toTs.getTime() - month.getTime()) / DAY_MS), now);
    await ledger.syncRentals(teamId, now);
    const [cur, prev, monthly, positions] = await Promise.all([
      compute(teamId, siteId, current, now),
      compute(teamId, siteId, previous, now),
      revenueDays(teamId, monthRange, siteId, now),
      repo.latestPositions(db, teamId, siteId),
    ]);
    let monthlyRevenue = 0;
    for (const v of monthly.values()) monthlyRevenue += v.revenue;
    const ranked = positions.map((p) => p.position).filter((p): p is number => p != null);
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
      keywordsTracked: positions.length,
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

  async function metrics(actor: Actor, websiteId?: string, now = new Date()): Promise<PerformanceMetrics> {
    const { teamId } = actor;
    if (websiteId) await ownSite(teamId, websiteId);
    return metricsForTeam(teamId, websiteId ?? null, now);
  }

  return { analytics, metrics, metricsForTeam, compute, ownSite };
}

import type { PerformanceAlertEvent } from '@sdp/shared';
import type { Db } from '../../../db/client';
import * as repo from './milestones.repository';

// Alerts pushed after an evaluation (performance:alert), each at most once per site, kind and UTC
// day: the guard is a row in app_settings (`alert:{day}:{siteId}:{kind}`, first writer wins), so
// neither a second process on the same PostgreSQL nor a restart sends it again; rows older than
// yesterday are deleted. A set in memory spares the write for what this process already sent.
//  - health: a site that was live failed its health check (status failed, or the live version's
//    last check not ok) → critical;
//  - traffic: yesterday's distinct visitors ≤ 50% of the average of the 7 days before, when that
//    average was at least 20 visitors a day → warning (checked once per team and day);
//  - delivery: a lead delivery failed for good (all attempts used) in the last 48 h → warning.

const DAY_MS = 86_400_000;
export const DROP_RATIO = 0.5;
export const DROP_MIN_AVERAGE = 20;

const ALERT_KEY = 'alert:';

export type AlertKind = 'health' | 'traffic' | 'delivery';
export interface Alert extends PerformanceAlertEvent {
  kind: AlertKind;
}

export function createAlerts(db: Db) {
  const sent = new Set<string>();
  let sentDay = '';
  const trafficChecked = new Map<string, string>(); // teamId → day

  async function once(siteId: string, kind: AlertKind, day: string): Promise<boolean> {
    if (day !== sentDay) {
      sent.clear();
      sentDay = day;
      const yesterday = new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);
      await repo.deleteAlertGuardsBefore(db, ALERT_KEY, `${ALERT_KEY}${yesterday}`);
    }
    const key = `${siteId}|${kind}`;
    if (sent.has(key)) return false;
    sent.add(key);
    return repo.claimAlertGuard(db, `${ALERT_KEY}${day}:${siteId}:${kind}`, new Date());
  }

  /** Yesterday vs the 7 days before, per site: the sites that dropped. */
  async function trafficDrops(teamId: string, now: Date) {
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const from = new Date(today.getTime() - 8 * DAY_MS);
    const yesterday = new Date(today.getTime() - DAY_MS).toISOString().slice(0, 10);
    const rows = await repo.visitorDays(db, teamId, from, today);
    const bySite = new Map<string, { before: number; yesterday: number }>();
    for (const r of rows) {
      const s = bySite.get(r.siteId) ?? { before: 0, yesterday: 0 };
      if (r.day === yesterday) s.yesterday += r.visitors;
      else s.before += r.visitors;
      bySite.set(r.siteId, s);
    }
    const drops: Array<{ siteId: string; average: number; yesterday: number }> = [];
    for (const [siteId, s] of bySite) {
      const average = s.before / 7;
      if (average >= DROP_MIN_AVERAGE && s.yesterday <= average * DROP_RATIO) {
        drops.push({ siteId, average, yesterday: s.yesterday });
      }
    }
    return drops;
  }

  /** Alerts due for the team now (each returned once per site, kind and day). */
  async function check(teamId: string, siteNames: Map<string, string>, now = new Date()): Promise<Alert[]> {
    const day = now.toISOString().slice(0, 10);
    const at = now.toISOString();
    const out: Alert[] = [];
    const [health, deliveries] = await Promise.all([
      repo.failedHealth(db, teamId),
      repo.failedDeliveries(db, teamId, new Date(now.getTime() - 2 * DAY_MS)),
    ]);
    for (const h of health) {
      if (!(await once(h.id, 'health', day))) continue;
      out.push({
        kind: 'health',
        siteId: h.id,
        severity: 'critical',
        message: `${h.name}: the health check failed${h.error ? ` (${h.error})` : ''}; the site may not be served.`,
        at,
      });
    }
    for (const d of deliveries) {
      if (!(await once(d.id, 'delivery', day))) continue;
      out.push({
        kind: 'delivery',
        siteId: d.id,
        severity: 'warning',
        message: `${d.name}: ${d.failed === 1 ? 'a lead delivery' : `${d.failed} lead deliveries`} failed after every retry; check the renter's e-mail or webhook.`,
        at,
      });
    }
    if (trafficChecked.get(teamId) !== day) {
      trafficChecked.set(teamId, day);
      for (const d of await trafficDrops(teamId, now)) {
        if (!(await once(d.siteId, 'traffic', day))) continue;
        out.push({
          kind: 'traffic',
          siteId: d.siteId,
          severity: 'warning',
          message: `${siteNames.get(d.siteId) ?? 'A site'}: ${d.yesterday} visitors yesterday, down from ${Math.round(d.average)} a day over the previous 7 days.`,
          at,
        });
      }
    }
    return out;
  }

  return {
    check,
    trafficDrops,
    /** Forget what this process sent (tests); the stored guard stays. */
    reset() {
      sent.clear();
      sentDay = '';
      trafficChecked.clear();
    },
  };
}

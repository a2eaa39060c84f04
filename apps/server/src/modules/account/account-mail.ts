import type { PerformanceAlertEvent } from '@sdp/shared';
import type { OutgoingMail } from '../mail/index';
import type { DayFigures } from './digest.repository';

// The mails of the account's notifications (docs/account.md#notifications): the daily digest and
// a performance alert. Plain text plus a minimal HTML copy; no links with tokens.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function compose(to: string, subject: string, lines: string[]): OutgoingMail {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}

/** `day` is the local date (YYYY-MM-DD) the figures are of. */
export function digestMail(
  to: { email: string; firstName: string | null },
  day: string,
  f: DayFigures,
  appUrl: string,
): OutgoingMail {
  return compose(to.email, `Your daily summary for ${day}`, [
    `Hello${to.firstName ? ` ${to.firstName}` : ''},`,
    `Here is what happened on ${day} in your team:`,
    [
      `Leads: ${f.leads}`,
      `Visits: ${f.visits}`,
      `Deploys: ${f.deploys}`,
      `Rankings: ${plural(f.ranksUp, 'keyword')} up, ${plural(f.ranksDown, 'keyword')} down`,
    ].join('\n'),
    `Open your dashboard: ${appUrl}/dashboard`,
    'You get this mail because the daily digest is on in Settings, Notifications.',
  ]);
}

export function alertMail(
  to: { email: string; firstName: string | null },
  alert: PerformanceAlertEvent,
  appUrl: string,
): OutgoingMail {
  const title = alert.severity === 'critical' ? 'Critical performance alert' : 'Performance alert';
  return compose(to.email, `${title}: ${alert.message}`.slice(0, 200), [
    `Hello${to.firstName ? ` ${to.firstName}` : ''},`,
    alert.message,
    `See your sites: ${appUrl}/monitoring`,
    'You get this mail because performance alert e-mails are on in Settings, Notifications.',
  ]);
}

import type { OutgoingMail } from '../mail/index';
import type { LeadRow } from './leads.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail a renter gets for a new lead: every field the visitor sent, plus where it came from. */
export function leadMail(
  to: string,
  input: { lead: LeadRow; siteName: string; siteUrl: string },
): OutgoingMail {
  const { lead, siteName, siteUrl } = input;
  const page = siteUrl.replace(/\/$/, '') + lead.page;
  const utm = lead.utm
    ? Object.entries(lead.utm)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')
    : '';
  const rows: Array<[string, string]> = [
    ['Site', `${siteName} (${siteUrl})`],
    ['Page', page],
    ['Name', lead.name],
    ['Phone', lead.phone ?? '-'],
    ['E-mail', lead.email ?? '-'],
    ['ZIP code', lead.zip ?? '-'],
    ['Message', lead.message ?? '-'],
    ['Campaign (UTM)', utm || '-'],
    ['Received', `${lead.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
    ['Lead id', lead.id],
  ];
  const subject = `New lead from ${siteName}: ${lead.name}`.slice(0, 200);
  const text = `You have a new lead.\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nPlease contact them soon: people who ask for a quote usually ask several businesses.\n`;
  const html = `<p>You have a new lead.</p><table cellpadding="4">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join(
      '',
    )}</table><p>Please contact them soon: people who ask for a quote usually ask several businesses.</p>`;
  return { to, subject, text, html };
}

import type { OutgoingMail } from '../mail/index';

// The confirmation mail of a renter's lead address. Its text is fixed: nothing a user typed (the
// renter's or the site's name) is in it, so the platform cannot be made to mail strangers words
// of someone else's choosing (docs/sites-api.md).

export const RENTER_CONFIRM_TTL_DAYS = 7;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renterConfirmMail(to: string, link: string): OutgoingMail & { link: string } {
  const lines = [
    'This address was given to receive sales leads (customer enquiries from websites) through the SEO Domination Platform.',
    `To receive them, confirm the address by opening this link within ${RENTER_CONFIRM_TTL_DAYS} days:`,
  ];
  const ignore =
    'If you did not expect this message, ignore it: nothing will be sent to this address unless it is confirmed.';
  return {
    to,
    subject: 'Confirm your address for lead e-mails',
    text: `${lines.join('\n')}\n\n${link}\n\n${ignore}\n`,
    html: `<p>${lines[0]}</p><p>${lines[1]}</p><p><a href="${escapeHtml(link)}">Confirm this address</a></p><p>${ignore}</p>`,
    link,
  };
}

import type { OutgoingMail } from './mail.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, lines: string[], link: string, action: string) {
  const text = `${lines.join('\n\n')}\n\n${link}\n`;
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`;
  return { to, subject, text, html, link } satisfies OutgoingMail & { link: string };
}

export const verificationMail = (to: string, name: string | null, link: string) =>
  mail(
    to,
    'Verify your email address',
    [
      `Hello${name ? ` ${name}` : ''},`,
      'Please confirm your email address for the SEO Domination Platform. The link is valid for 48 hours.',
    ],
    link,
    'Verify my email',
  );

export const passwordResetMail = (to: string, link: string) =>
  mail(
    to,
    'Reset your password',
    [
      'Someone (hopefully you) asked to reset the password of your SEO Domination Platform account.',
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message.',
    ],
    link,
    'Choose a new password',
  );

export const teamInvitationMail = (
  to: string,
  inviter: string | null,
  teamName: string,
  role: string,
  link: string,
  days: number,
) =>
  mail(
    to,
    `Join ${teamName} on the SEO Domination Platform`,
    [
      `${inviter ?? 'A team owner'} invited you to the team ${teamName} as ${role === 'admin' ? 'an admin' : 'a member'}.`,
      `Open the link to accept with this address; it works for an existing account or a new one, and for ${days} days.`,
    ],
    link,
    'Accept the invitation',
  );

const dayText = (d: Date) => d.toISOString().slice(0, 10);

/** The trial ends in `days` days (docs/billing.md#trial). */
export const trialReminderMail = (to: string, teamName: string, days: number, endsAt: Date, link: string) =>
  mail(
    to,
    `Your trial ends in ${days} day${days === 1 ? '' : 's'}`,
    [
      `The trial of ${teamName} on the SEO Domination Platform ends on ${dayText(endsAt)} (UTC).`,
      'Choose a plan to keep building, deploying and checking ranks. Your data and live sites are kept either way.',
    ],
    link,
    'Choose a plan',
  );

/** The trial ended: a grace week, then new work pauses. */
export const trialEndedMail = (to: string, teamName: string, graceEndsAt: Date, link: string) =>
  mail(
    to,
    'Your trial has ended',
    [
      `The trial of ${teamName} on the SEO Domination Platform has ended.`,
      `Your live sites keep serving. New work (building, deploying, crawls, rank checks) pauses on ${dayText(graceEndsAt)} (UTC) unless you choose a plan.`,
    ],
    link,
    'Choose a plan',
  );

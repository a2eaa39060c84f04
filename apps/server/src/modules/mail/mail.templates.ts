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

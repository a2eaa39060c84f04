// The lead form: plain HTML posting to the lead endpoint; works without JavaScript. Spam guards:
// a honeypot field people never see or reach, and a build-time stamp the endpoint checks for
// minimum elapsed time and maximum age. Two sizes post the same field names: the short one of the
// hero (name, phone, what they need) and the full one of the contact page (plus e-mail and ZIP).
import { esc } from '../escape';

export interface FormConfig {
  action: string;
  siteId: string;
  page: string;
  /** Milliseconds since the epoch when the page was built. */
  ts: number;
  /** Absolute URL of the thank-you page the endpoint redirects to (303) after a no-JS post. */
  redirect: string;
  heading: string;
  /** 'short': name, phone (required: the only way back), what they need. 'full': all fields. */
  size: 'short' | 'full';
  button: string;
  /** One line under the heading, e.g. how the business answers. */
  note?: string;
}

const field = (id: string, label: string, input: string, cls = 'f') =>
  `<div class="${cls}"><label for="${id}">${label}</label>${input}</div>`;

const FIELDS = {
  short:
    field(
      'lf-name',
      'Name',
      '<input id="lf-name" name="name" type="text" autocomplete="name" required maxlength="100">',
    ) +
    field(
      'lf-phone',
      'Phone',
      '<input id="lf-phone" name="phone" type="tel" autocomplete="tel" required maxlength="30">',
    ) +
    field(
      'lf-message',
      'What do you need?',
      '<input id="lf-message" name="message" type="text" maxlength="2000">',
      'f f-wide',
    ),
  full:
    field(
      'lf-name',
      'Name',
      '<input id="lf-name" name="name" type="text" autocomplete="name" required maxlength="100">',
    ) +
    field(
      'lf-phone',
      'Phone',
      '<input id="lf-phone" name="phone" type="tel" autocomplete="tel" maxlength="30">',
    ) +
    field(
      'lf-email',
      'E-mail',
      '<input id="lf-email" name="email" type="email" autocomplete="email" maxlength="200">',
    ) +
    field(
      'lf-zip',
      'ZIP code',
      '<input id="lf-zip" name="zip" type="text" inputmode="numeric" autocomplete="postal-code" pattern="[0-9]{5}" maxlength="5">',
    ) +
    field(
      'lf-message',
      'How can we help?',
      '<textarea id="lf-message" name="message" rows="4" maxlength="2000"></textarea>',
      'f f-wide',
    ),
};

/** Everything but the page field is the same on every page of a site: kept, split around it. */
const shells = new Map<string, [string, string]>();

export function leadForm(f: FormConfig): string {
  const key = JSON.stringify([f.size, f.heading, f.button, f.note, f.action, f.siteId, f.ts, f.redirect]);
  let shell = shells.get(key);
  if (!shell) {
    shell = [
      `<section class="lead lead-${f.size}" id="quote" aria-labelledby="lead-h"><h2 id="lead-h">${esc(f.heading)}</h2>${f.note ? `<p class="lead-note">${esc(f.note)}</p>` : ''}
<form method="post" action="${esc(f.action)}" class="lead-form" data-lead>
<input type="hidden" name="siteId" value="${esc(f.siteId)}"><input type="hidden" name="page" value="`,
      `"><input type="hidden" name="ts" value="${f.ts}"><input type="hidden" name="redirect" value="${esc(f.redirect)}">
<div class="fields">${FIELDS[f.size]}</div>
<div class="hp" aria-hidden="true"><label for="lf-website">Website</label><input id="lf-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<button type="submit">${esc(f.button)}</button>
</form></section>`,
    ];
    if (shells.size >= 64) shells.clear();
    shells.set(key, shell);
  }
  return shell[0] + esc(f.page) + shell[1];
}

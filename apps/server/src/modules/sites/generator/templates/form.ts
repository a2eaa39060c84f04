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

export function leadForm(f: FormConfig): string {
  const hidden = `<input type="hidden" name="siteId" value="${esc(f.siteId)}"><input type="hidden" name="page" value="${esc(f.page)}"><input type="hidden" name="ts" value="${f.ts}"><input type="hidden" name="redirect" value="${esc(f.redirect)}">`;
  const name = field(
    'lf-name',
    'Name',
    '<input id="lf-name" name="name" type="text" autocomplete="name" required maxlength="100">',
  );
  let fields: string;
  if (f.size === 'short') {
    fields =
      name +
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
      );
  } else {
    fields =
      name +
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
      );
  }
  return `<section class="lead lead-${f.size}" id="quote" aria-labelledby="lead-h"><h2 id="lead-h">${esc(f.heading)}</h2>${f.note ? `<p class="lead-note">${esc(f.note)}</p>` : ''}
<form method="post" action="${esc(f.action)}" class="lead-form" data-lead>
${hidden}
<div class="fields">${fields}</div>
<div class="hp" aria-hidden="true"><label for="lf-website">Website</label><input id="lf-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<button type="submit">${esc(f.button)}</button>
</form></section>`;
}

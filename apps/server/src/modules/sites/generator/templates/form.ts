// The lead form: plain HTML posting to the lead endpoint; works without JavaScript. Spam guards:
// a honeypot field people never see or reach, and a build-time stamp the endpoint checks for
// minimum elapsed time and maximum age.
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
}

export function leadForm(f: FormConfig): string {
  return `<section class="lead" aria-labelledby="lead-h"><h2 id="lead-h">${esc(f.heading)}</h2>
<form method="post" action="${esc(f.action)}" class="lead-form" data-lead>
<input type="hidden" name="siteId" value="${esc(f.siteId)}"><input type="hidden" name="page" value="${esc(f.page)}"><input type="hidden" name="ts" value="${f.ts}"><input type="hidden" name="redirect" value="${esc(f.redirect)}">
<p><label for="lf-name">Name</label><input id="lf-name" name="name" type="text" autocomplete="name" required maxlength="100"></p>
<p><label for="lf-phone">Phone</label><input id="lf-phone" name="phone" type="tel" autocomplete="tel" maxlength="30"></p>
<p><label for="lf-email">E-mail</label><input id="lf-email" name="email" type="email" autocomplete="email" maxlength="200"></p>
<p><label for="lf-zip">ZIP code</label><input id="lf-zip" name="zip" type="text" inputmode="numeric" autocomplete="postal-code" pattern="[0-9]{5}" maxlength="5"></p>
<p><label for="lf-message">How can we help?</label><textarea id="lf-message" name="message" rows="4" maxlength="2000"></textarea></p>
<div class="hp" aria-hidden="true"><label for="lf-website">Website</label><input id="lf-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<p><button type="submit">Send request</button></p>
</form></section>`;
}

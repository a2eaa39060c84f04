import { PORTAL_LINK_INVALID, type PortalLead, type RenterPortal } from '@sdp/shared';

// The page a portal link opens (docs/renter-portal.md "The page"): server-rendered HTML in the
// product's look (its dark theme colours and brand mark), no script and no app bundle. Every text
// from the database is escaped. Dates are written in UTC, and say so.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const STYLE = `
:root{--bg:oklch(0.16 0.02 260);--fg:oklch(0.96 0.01 255);--muted:oklch(0.71 0.03 257);--card:oklch(0.195 0.024 260);
--border:oklch(0.3 0.03 260);--primary:oklch(0.62 0.19 259);--ok:oklch(0.72 0.17 150);--warn:oklch(0.8 0.15 80);--bad:oklch(0.65 0.2 25);color-scheme:dark}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
header{border-bottom:1px solid var(--border);padding:12px 16px}main{max-width:64rem;margin:0 auto;padding:24px 16px 48px}
.brand{display:inline-flex;align-items:center;gap:8px;font-weight:700;letter-spacing:-.01em}
.mark{display:flex;width:32px;height:32px;align-items:center;justify-content:center;border-radius:8px;background:linear-gradient(135deg,#3b82f6,#8b5cf6)}
.grad{background:linear-gradient(90deg,#60a5fa,#a78bfa);-webkit-background-clip:text;background-clip:text;color:transparent}
h1{font-size:1.6rem;margin:0 0 4px}h2{font-size:1.05rem;margin:0 0 12px}p{margin:0}.muted{color:var(--muted)}.small{font-size:.85rem}
.grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr));margin-top:24px}
.card{background:var(--card);border:1px solid var(--border);border-radius:14px;padding:18px;min-width:0}
.wide{margin-top:16px}.total{font-size:1.8rem;font-weight:700;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:12px 0 0}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
ul{list-style:none;margin:0;padding:0}li+li{margin-top:10px}a{color:oklch(0.75 0.14 259)}a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
.table{overflow-x:auto}table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:8px 10px;border-bottom:1px solid var(--border);white-space:nowrap}
th{color:var(--muted);font-weight:500}.badge{display:inline-block;border-radius:999px;padding:1px 8px;font-size:.78rem;border:1px solid var(--border)}
.ok{color:var(--ok)}.warn{color:var(--warn)}.bad{color:var(--bad)}svg.chart{width:100%;height:auto;display:block;margin-top:8px}
.button{display:inline-block;margin-top:12px;padding:6px 12px;border:1px solid var(--border);border-radius:8px;text-decoration:none;color:var(--fg)}
@media (max-width:40rem){.hide-sm{display:none}}`;

const BRAND = `<span class="brand"><span class="mark"><svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M22 7 13.5 15.5 8.5 10.5 2 17"/><path d="M16 7h6v6"/></svg></span>SEO <span class="grad">Domination</span></span>`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header>${BRAND}</header><main>${body}</main></body></html>`;
}

/** The page of an unknown or revoked link. */
export function invalidLinkPage(): string {
  return shell(
    'Link no longer valid',
    `<h1>${PORTAL_LINK_INVALID}</h1><p class="muted">Ask the person who sent it to you for a new link.</p>`,
  );
}

const STATUS_TEXT: Record<PortalLead['status'], string> = {
  new: 'New',
  delivered: 'Delivered',
  accepted: 'Accepted',
  rejected: 'Rejected',
  billed: 'Billed',
};
const DELIVERY_TEXT: Record<PortalLead['delivery'], [string, string]> = {
  sent: ['Sent to you', 'ok'],
  queued: ['Queued', 'warn'],
  pending: ['Sending', 'warn'],
  retrying: ['Retrying', 'warn'],
  failed: ['Not delivered', 'bad'],
  none: ['Not sent', 'muted'],
};

/** Visitors per day as bars (inline SVG), with a text alternative. */
function visitsChart(visits: RenterPortal['visits']): string {
  const total = visits.reduce((n, d) => n + d.visitors, 0);
  const views = visits.reduce((n, d) => n + d.pageviews, 0);
  const head = `<p class="muted small">Last ${visits.length} days (UTC): <strong>${total.toLocaleString('en-US')}</strong> visitors, ${views.toLocaleString('en-US')} pageviews</p>`;
  if (total === 0 && views === 0)
    return `${head}<p class="muted small" style="margin-top:8px">No visits yet.</p>`;
  const max = Math.max(1, ...visits.map((d) => d.visitors));
  const w = 10;
  const gap = 2;
  const h = 80;
  const bars = visits
    .map((d, i) => {
      const bh = Math.round((d.visitors / max) * (h - 2));
      return `<rect x="${i * (w + gap)}" y="${h - bh}" width="${w}" height="${bh}" rx="2" fill="oklch(0.62 0.19 259)"><title>${shortDay(d.date)}: ${d.visitors} visitors</title></rect>`;
    })
    .join('');
  const width = visits.length * (w + gap) - gap;
  const first = visits[0] ? shortDay(visits[0].date) : '';
  const last = visits.at(-1) ? shortDay(visits.at(-1)!.date) : '';
  return `${head}<svg class="chart" viewBox="0 0 ${width} ${h}" role="img" aria-label="Visitors per day, ${escapeHtml(first)} to ${escapeHtml(last)}, at most ${max} a day">${bars}</svg><p class="muted small" style="display:flex;justify-content:space-between"><span>${escapeHtml(first)}</span><span>${escapeHtml(last)}</span></p>`;
}

function leadsTable(p: RenterPortal, csvHref: string): string {
  const { items, total } = p.leads;
  if (items.length === 0)
    return '<p class="muted">No leads yet. They show here as soon as your sites receive them.</p>';
  const rows = items
    .map((l) => {
      const [dText, dClass] = DELIVERY_TEXT[l.delivery];
      const kind = l.kind === 'call' ? ' <span class="muted small">(call)</span>' : '';
      return `<tr><td>${escapeHtml(dateTime.format(new Date(l.receivedAt)))}</td><td>${escapeHtml(l.name)}${kind}</td><td>${escapeHtml(l.phone ?? '–')}</td><td class="hide-sm">${escapeHtml(l.service)}</td><td><span class="badge">${STATUS_TEXT[l.status]}</span></td><td class="${dClass}">${dText}</td></tr>`;
    })
    .join('');
  const note =
    total > items.length
      ? `<p class="muted small" style="margin-top:8px">Showing the newest ${items.length} of ${total} leads. The CSV has all of them.</p>`
      : '';
  return `<div class="table"><table><thead><tr><th scope="col">Received (UTC)</th><th scope="col">Name</th><th scope="col">Phone</th><th scope="col" class="hide-sm">Service</th><th scope="col">Status</th><th scope="col">Delivery</th></tr></thead><tbody>${rows}</tbody></table></div>${note}<a class="button" href="${escapeHtml(csvHref)}" download>Download leads (CSV)</a>`;
}

/** The portal page of a live link. */
export function portalPage(p: RenterPortal, csvHref: string): string {
  const o = p.owed;
  const sites =
    p.sites.length === 0
      ? '<p class="muted">No sites are rented to you at the moment.</p>'
      : `<ul>${p.sites
          .map(
            (s) =>
              `<li><strong>${escapeHtml(s.name)}</strong> <span class="muted small">${escapeHtml(s.service)}</span><br>${
                s.url
                  ? `<a href="${escapeHtml(s.url)}" rel="noopener noreferrer" target="_blank">${escapeHtml(s.url)}</a>`
                  : '<span class="muted small">Not live yet</span>'
              }</li>`,
          )
          .join('')}</ul>`;
  const body = `<h1>${escapeHtml(p.renter.name)}</h1>
<p class="muted">Your leads and sites from ${escapeHtml(p.team.name)}. Updated ${escapeHtml(dateTime.format(new Date(p.generatedAt)))} UTC.</p>
<div class="grid">
<section class="card" aria-labelledby="owed"><h2 id="owed">This month (${escapeHtml(monthName(o.month))})</h2>
<p class="total" data-testid="owed-total">${usd.format(o.total)}</p>
<dl><dt class="muted">Rent</dt><dd>${usd.format(o.rent)}</dd><dt class="muted">Leads</dt><dd>${usd.format(o.leadIncome)}</dd><dt class="muted">Calls</dt><dd>${usd.format(o.callIncome)}</dd></dl>
<p class="muted small" style="margin-top:8px">Rent booked this month plus accepted and billed leads and calls received this month.</p></section>
<section class="card" aria-labelledby="sites"><h2 id="sites">Your sites</h2>${sites}</section>
<section class="card" aria-labelledby="visits"><h2 id="visits">Visits</h2>${visitsChart(p.visits)}</section>
</div>
<section class="card wide" aria-labelledby="leads"><h2 id="leads">Leads (${p.leads.total})</h2>${leadsTable(p, csvHref)}</section>`;
  return shell(`${p.renter.name}: leads and sites`, body);
}

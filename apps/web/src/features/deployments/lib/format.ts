const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatUsd = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? usd.format(n) : '–');

/** A site's place: "Boise, ID", or its vertical alone for a multi-place site. */
export const siteWhere = (s: { location: { city: string; state: string } | null }) =>
  s.location ? `${s.location.city}, ${s.location.state}` : 'Several places';

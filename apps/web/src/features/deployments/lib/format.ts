/** A site's place: "Boise, ID", or its vertical alone for a multi-place site. */
export const siteWhere = (s: { location: { city: string; state: string } | null }) =>
  s.location ? `${s.location.city}, ${s.location.state}` : 'Several places';

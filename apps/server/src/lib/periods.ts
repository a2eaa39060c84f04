/** Months and days are calendar periods in UTC. */
export function periodStarts(now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { monthStart, dayStart };
}

/** A UTC calendar day as YYYY-MM-DD. */
export const dayKey = (d: Date) => d.toISOString().slice(0, 10);

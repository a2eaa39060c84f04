// The change of a figure against the previous period, as a label and a sentence.

const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export interface Delta {
  direction: 'up' | 'down' | 'flat' | 'new';
  /** "+12%", "−40%", "new", "no change" */
  label: string;
  /** For screen readers: "up 12% on the previous period". */
  description: string;
}

/** The change of a figure against the previous period of equal length. */
export function delta(current: number, previous: number | null | undefined): Delta | null {
  if (!ok(current) || !ok(previous)) return null;
  if (previous === 0) {
    if (current === 0)
      return { direction: 'flat', label: 'no change', description: 'no change on the previous period' };
    return { direction: 'new', label: 'new', description: 'none in the previous period' };
  }
  const pct = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.abs(pct) < 10 ? Math.round(pct * 10) / 10 : Math.round(pct);
  if (rounded === 0)
    return { direction: 'flat', label: 'no change', description: 'no change on the previous period' };
  const abs = Math.abs(rounded);
  return rounded > 0
    ? { direction: 'up', label: `+${abs}%`, description: `up ${abs}% on the previous period` }
    : { direction: 'down', label: `−${abs}%`, description: `down ${abs}% on the previous period` };
}

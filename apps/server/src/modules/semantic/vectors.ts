// Sparse TF-IDF vectors over keyword features (docs/semantic.md#clustering): binary term frequency
// (a keyword names a term once), idf = ln((1 + N) / (1 + df)) + 1, every vector of length 1.

export type Vec = Map<string, number>;

export function idfOf(docs: string[][]): Map<string, number> {
  const df = new Map<string, number>();
  for (const d of docs) for (const f of d) df.set(f, (df.get(f) ?? 0) + 1);
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const [f, c] of df) idf.set(f, Math.log((1 + n) / (1 + c)) + 1);
  return idf;
}

export function normalised(v: Vec): Vec {
  let s = 0;
  for (const x of v.values()) s += x * x;
  if (s === 0) return v;
  const len = Math.sqrt(s);
  for (const [k, x] of v) v.set(k, x / len);
  return v;
}

/** A unit vector of the features, weighted by idf (unknown: 1) times `weight` (default 1). */
export function vectorOf(
  feats: string[],
  idf: Map<string, number>,
  weight: (feature: string) => number = () => 1,
): Vec {
  const v: Vec = new Map();
  for (const f of feats) v.set(f, (idf.get(f) ?? 1) * weight(f));
  return normalised(v);
}

export function cosine(a: Vec, b: Vec): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, x] of small) {
    const y = large.get(k);
    if (y !== undefined) dot += x * y;
  }
  return dot;
}

/** The mean of the vectors, of length 1. */
export function centroidOf(vs: Vec[]): Vec {
  const c: Vec = new Map();
  for (const v of vs) for (const [k, x] of v) c.set(k, (c.get(k) ?? 0) + x);
  return normalised(c);
}

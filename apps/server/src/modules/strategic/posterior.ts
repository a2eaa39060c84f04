// Gamma-Poisson posteriors of leads per site per month (docs/strategic.md#posteriors), pure.
//
// Leads of a site in a month are Poisson(lambda). The prior on lambda is Gamma(shape, rate) with
// mean = the market model's estimate of leads/month and rate = PRIOR_SITE_MONTHS: the estimate
// counts as that many site-months of observation. Observing L leads over E site-months gives the
// posterior Gamma(shape + L, rate + E).

/** How strong the market model's prior is: worth one site observed for one month (a weak prior). */
export const PRIOR_SITE_MONTHS = 1;
/** Shape of the prior when no market estimate exists (vague: mean 0.5 lead/month, very wide). */
export const VAGUE_PRIOR_SHAPE = 0.5;
/** The central interval reported: 80 % (10th to 90th percentile). */
export const INTERVAL_Z = 1.2815515655446004;

export interface Gamma {
  shape: number;
  rate: number;
}

/** The prior from a market estimate of leads/month (null: none known). */
export function priorFrom(estimateLeadsPerMonth: number | null): Gamma {
  if (estimateLeadsPerMonth === null || !(estimateLeadsPerMonth > 0)) {
    return { shape: VAGUE_PRIOR_SHAPE, rate: PRIOR_SITE_MONTHS };
  }
  return { shape: estimateLeadsPerMonth * PRIOR_SITE_MONTHS, rate: PRIOR_SITE_MONTHS };
}

/** Conjugate update: `leads` observed over `siteMonths`. */
export function updatePosterior(prior: Gamma, leads: number, siteMonths: number): Gamma {
  return { shape: prior.shape + Math.max(0, leads), rate: prior.rate + Math.max(0, siteMonths) };
}

export const gammaMean = (g: Gamma) => g.shape / g.rate;

/**
 * The q-quantile of a Gamma by the Wilson-Hilferty cube-root approximation (good to a few percent
 * for shape >= 1; a rough, never negative figure below that).
 */
export function gammaQuantile(g: Gamma, z: number): number {
  const k = g.shape;
  const c = 1 / (9 * k);
  const x = k * (1 - c + z * Math.sqrt(c)) ** 3;
  return Math.max(0, x) / g.rate;
}

/** The 80 % central interval of a Gamma. */
export function gammaInterval(g: Gamma): { low: number; high: number } {
  return { low: gammaQuantile(g, -INTERVAL_Z), high: gammaQuantile(g, INTERVAL_Z) };
}

/** A standard normal draw (Box-Muller) from uniform draws in [0, 1). */
function normal(next: () => number): number {
  const u = 1 - next(); // (0, 1]
  const v = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** One draw of Gamma(shape, rate) (Marsaglia-Tsang; shape < 1 boosted by U^(1/shape)). */
export function sampleGamma(g: Gamma, next: () => number): number {
  if (g.shape < 1) {
    const x = sampleGamma({ shape: g.shape + 1, rate: g.rate }, next);
    return x * (1 - next()) ** (1 / g.shape);
  }
  const d = g.shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(next);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - next();
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) {
      return (d * v) / g.rate;
    }
  }
}

// The market service's state: the scored index (rebuilt on re-score or when the month turns),
// opportunity ids, and its caches: one scored view per distinct caller context and the place
// selections of location filters.
import type { PlaceTable } from '../../data/places';
import type { VerticalData } from '../../data/verticals';
import type { MarketView } from './market.types';
import { type MarketContext, MarketIndex, type Measurement, type PlaceSelection } from './market-index';
import { currentMonth, QUANTUM_WEIGHTS, type QuantumWeights, type Season } from './model';

export const OPPORTUNITY_ID_SEPARATOR = '~';

const VIEW_CACHE_SIZE = 32;

/** Weights that differ from the defaults and are usable (finite, >= 0, not all 0); else undefined. */
function validWeights(w: QuantumWeights | undefined): QuantumWeights | undefined {
  if (!w) return undefined;
  const all = [w.revenue, w.ease, w.confidence];
  if (all.some((x) => !Number.isFinite(x) || x < 0) || all.every((x) => x === 0)) return undefined;
  const d = QUANTUM_WEIGHTS;
  if (w.revenue === d.revenue && w.ease === d.ease && w.confidence === d.confidence) return undefined;
  return w;
}

export class MarketViews {
  private current: MarketIndex;
  private views = new Map<string, MarketView>();
  private selections = new Map<string, PlaceSelection>();
  private readonly autoSeason: boolean;

  constructor(
    readonly placeTable: PlaceTable,
    readonly verticalData: readonly VerticalData[],
    season: Season | 'current',
  ) {
    this.autoSeason = season === 'current';
    this.current = new MarketIndex(placeTable, verticalData, season === 'current' ? currentMonth() : season);
  }

  get index(): MarketIndex {
    return this.current;
  }

  /** Re-scores every vertical x place from the bundled data; drops every cached context. */
  rescoreAll(): { ms: number } {
    const t0 = performance.now();
    const season = this.autoSeason ? currentMonth() : this.current.season;
    this.current = new MarketIndex(this.placeTable, this.verticalData, season);
    this.views.clear();
    this.selections.clear();
    return { ms: performance.now() - t0 };
  }

  // ---- ids -------------------------------------------------------------------------------------

  opportunityId(v: number, p: number): string {
    return `${this.verticalData[v].slug}${OPPORTUNITY_ID_SEPARATOR}${this.placeTable.id[p]}`;
  }

  /** Parses `${verticalSlug}~${placeId}`; null when either part is unknown. */
  parseId(id: string): { v: number; p: number } | null {
    const i = id.indexOf(OPPORTUNITY_ID_SEPARATOR);
    if (i <= 0) return null;
    const v = this.current.verticalIdx(id.slice(0, i));
    const p = this.placeTable.indexById.get(id.slice(i + 1));
    return v === undefined || p === undefined ? null : { v, p };
  }

  // ---- contexts --------------------------------------------------------------------------------

  /** The scored market for a context (cached per distinct context, LRU). */
  view(ctx: MarketContext = {}): MarketView {
    if (this.autoSeason && currentMonth() !== this.current.season) this.rescoreAll();
    const ix = this.current;
    const overrides: [number, number][] = [];
    for (const [slug, payout] of ctx.payoutOverrides ?? []) {
      const v = ix.verticalIdx(slug);
      if (v !== undefined && Number.isFinite(payout) && payout >= 0) overrides.push([v, payout]);
    }
    overrides.sort((a, b) => a[0] - b[0]);
    const measured = new Map<number, Map<number, Measurement>>();
    const mKeys: string[] = [];
    for (const [id, m] of ctx.measurements ?? []) {
      const at = this.parseId(id);
      if (!at || (!m.monthlySearches && !m.businessCount)) continue;
      let perV = measured.get(at.v);
      if (!perV) {
        perV = new Map();
        measured.set(at.v, perV);
      }
      perV.set(at.p, m);
      mKeys.push(`${id}:${m.monthlySearches?.value ?? ''}:${m.businessCount?.value ?? ''}`);
    }
    mKeys.sort();
    const weights = validWeights(ctx.scoring?.weights);
    const tiers = ctx.scoring?.tiers;
    const sKey = `${weights ? `${weights.revenue},${weights.ease},${weights.confidence}` : ''}|${tiers ? `${tiers.tier1},${tiers.tier2}` : ''}`;
    const key = `${overrides.map(([v, x]) => `${v}=${x}`).join(',')}|${mKeys.join(',')}|${sKey}`;
    const hit = this.views.get(key);
    if (hit) {
      this.views.delete(key);
      this.views.set(key, hit);
      return hit;
    }
    const blocks = ix.base.slice();
    // Other weights re-score every vertical (about 10 ms each); tiers only relabel.
    const touched = weights
      ? new Set<number>(blocks.map((_, v) => v))
      : new Set<number>([...overrides.map(([v]) => v), ...measured.keys()]);
    const overrideOf = new Map(overrides);
    for (const v of touched) {
      const o = overrideOf.get(v);
      blocks[v] = ix.scoreVertical(
        v,
        o ?? this.verticalData[v].payout.typical,
        o !== undefined,
        measured.get(v),
        undefined,
        weights,
      );
    }
    const view: MarketView = {
      key,
      blocks,
      overrides: overrides.length,
      measurements: mKeys.length,
      weights,
      tiers,
      cache: new Map(),
    };
    this.views.set(key, view);
    if (this.views.size > VIEW_CACHE_SIZE) this.views.delete(this.views.keys().next().value as string);
    return view;
  }

  /** The places a location filter selects (the same for every context; LRU of 256). */
  selection(location: string | undefined): PlaceSelection {
    const k = (location ?? '').trim().toLowerCase();
    let sel = this.selections.get(k);
    if (sel) {
      this.selections.delete(k);
    } else {
      sel = this.current.selectPlaces(location);
      if (this.selections.size >= 256) this.selections.delete(this.selections.keys().next().value as string);
    }
    this.selections.set(k, sel);
    return sel;
  }
}

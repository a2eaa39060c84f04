// The query planner and executor: filtered, sorted, paged opportunities over a context's view.
// Items are numbered v * P + p; a plan picks the cheapest of direct selection of candidate pairs,
// a slice of one vertical's sorted order, or a k-way merge of sorted orders (from either end).
import type { OpportunityQuery, Tier } from '@sdp/shared';
import type { MarketView, QueryResult } from './market.types';
import { type MarketContext, type MarketIndex, MarketQueryError, type SortKey } from './market-index';
import { toOpportunity } from './market-records';
import type { MarketViews } from './market-views';
import { tierOf } from './model';
import { heapify, selectTop, siftDown } from './top-k';

const SORT_KEYS: Record<OpportunityQuery['sort'], SortKey> = {
  quantumScore: 'quantum',
  score: 'quantum',
  estimatedMonthlyRevenue: 'revenue',
  payout: 'payout',
  demandScore: 'demand',
  competition: 'competition',
  monthlySearches: 'searches',
  population: 'population',
};

/** At or below this cost a query selects its candidate pairs directly. */
const EXPLICIT_MIN = 3_000;

/** Verticals passing the tier, vertical and minPayout filters for this view. */
function selectVerticals(ix: MarketIndex, view: MarketView, q: Partial<OpportunityQuery>): number[] {
  let vs: number[];
  if (q.vertical) {
    const v = ix.verticalIdx(q.vertical);
    if (v === undefined) throw new MarketQueryError('vertical', `Unknown vertical: ${q.vertical}`);
    vs = [v];
  } else vs = view.blocks.map((_, v) => v);
  const tier = q.tier && q.tier !== 'all' ? (Number(q.tier) as Tier) : undefined;
  return vs.filter((v) => {
    const payout = view.blocks[v].payout;
    if (tier !== undefined && tierOf(payout, view.tiers) !== tier) return false;
    if (q.minPayout !== undefined && payout < q.minPayout) return false;
    return true;
  });
}

/** Filtered, sorted, paged opportunities (see OpportunityQuery). */
export function runQuery(
  m: MarketViews,
  q: Partial<OpportunityQuery>,
  ctx: MarketContext = {},
  savedIds?: Set<string>,
): QueryResult {
  const view = m.view(ctx);
  const ix = m.index;
  const sortName = q.sort ?? 'quantumScore';
  const sk = SORT_KEYS[sortName];
  if (!sk) throw new MarketQueryError('sort', `Unknown sort field: ${String(sortName)}`);
  const desc = (q.order ?? 'desc') === 'desc';
  const limit = Math.max(1, Math.min(q.limit ?? 50, 500));
  const offset = Math.max(0, q.offset ?? 0);
  const status = q.status ?? 'all';
  const goldmineOnly = q.goldmineOnly === 'true';
  const vs = selectVerticals(ix, view, q);
  const sel = m.selection(q.location);
  const P = ix.P;
  const vSet = new Uint8Array(ix.V);
  for (const v of vs) vSet[v] = 1;

  const matches = (v: number, p: number) =>
    vSet[v] === 1 && (!sel.mask || sel.mask[p] === 1) && (!goldmineOnly || view.blocks[v].goldmine[p] === 1);

  // Saved / unsaved: the caller's saved ids (few) as items.
  let excluded: Set<number> | undefined;
  let explicit: number[] | undefined;
  if (status !== 'all') {
    const items: number[] = [];
    for (const id of savedIds ?? []) {
      const at = m.parseId(id);
      if (at && matches(at.v, at.p)) items.push(at.v * P + at.p);
    }
    if (status === 'saved') explicit = items;
    else excluded = new Set(items);
  }
  const cmp = comparator(ix, view, sk, desc);
  // Goldmine lists are kept in every sort order: walk them directly.
  if (!explicit && goldmineOnly) {
    const lists = vs.map((v) => ix.goldmineOrder(view.blocks[v], sk));
    let count = 0;
    lists.forEach((list, c) => {
      for (const p of list) if ((!sel.mask || sel.mask[p] === 1) && !excluded?.has(vs[c] * P + p)) count++;
    });
    const page = mergeTop(ix, view, vs, sk, desc, sel.mask, excluded, offset + limit, lists).slice(offset);
    return {
      items: page.map((it) => toOpportunity(m, view, Math.floor(it / P), it % P, savedIds)),
      total: count,
    };
  }
  // Direct selection costs about 3 steps per candidate pair; the merge walk about
  // (verticals + wanted rows) x places / matching places steps. Take the cheaper.
  const direct = 3 * vs.length * sel.count;
  const walk = ((vs.length + offset + limit) * P) / Math.max(1, sel.count);
  if (!explicit && sel.list && (direct <= walk || direct <= EXPLICIT_MIN)) {
    explicit = [];
    for (const v of vs) {
      for (const p of sel.list) if (!excluded?.has(v * P + p)) explicit.push(v * P + p);
    }
  }
  let page: number[];
  let total: number;
  if (explicit) {
    total = explicit.length;
    page = selectExplicit(ix, view, explicit, sk, desc, offset + limit, cmp).slice(offset);
  } else {
    total = vs.length * sel.count - (excluded?.size ?? 0);
    if (offset >= total) page = [];
    else if (vs.length === 1 && !sel.mask && !excluded) {
      // One vertical, every place: the page is a slice of its sorted order.
      const o = ix.order(view.blocks[vs[0]], sk);
      const base = vs[0] * P;
      const idx = desc
        ? [offset, Math.min(P, offset + limit)]
        : [Math.max(0, P - offset - limit), P - offset];
      const slice = Array.from(o.subarray(idx[0], idx[1]), (p) => base + p);
      page = desc ? slice : slice.reverse();
    } else if (offset + limit <= total / 2) {
      page = mergeTop(ix, view, vs, sk, desc, sel.mask, excluded, offset + limit).slice(offset);
    } else {
      // Deep pages: walk from the other end (at most half the matches).
      const fromEnd = total - offset;
      const back = mergeTop(ix, view, vs, sk, !desc, sel.mask, excluded, fromEnd);
      page = back.slice(Math.max(0, fromEnd - limit)).reverse();
    }
  }
  return { items: page.map((it) => toOpportunity(m, view, Math.floor(it / P), it % P, savedIds)), total };
}

/**
 * The first k candidates in comparator order: keys are read once into a Float64Array (negated
 * for desc) so the bounded heap mostly compares plain numbers; ties fall back to the comparator.
 */
function selectExplicit(
  ix: MarketIndex,
  view: MarketView,
  items: number[],
  sk: SortKey,
  desc: boolean,
  k: number,
  cmp: (a: number, b: number) => number,
): number[] {
  const P = ix.P;
  const n = items.length;
  const keys = new Float64Array(n);
  const s = desc ? -1 : 1;
  for (let i = 0; i < n; i++) {
    const v = Math.floor(items[i] / P);
    keys[i] = s * ix.key(view.blocks[v], items[i] - v * P, sk);
  }
  const byPos = (a: number, b: number) => keys[a] - keys[b] || cmp(items[a], items[b]);
  const positions: number[] = new Array(n);
  for (let i = 0; i < n; i++) positions[i] = i;
  return selectTop(positions, k, byPos).map((i) => items[i]);
}

/**
 * Item comparator (item = v * P + p): key desc, then place index asc, then vertical index asc
 * (for payout, constant within a vertical: quantumScore desc before the place); asc reverses it.
 */
export function comparator(
  ix: MarketIndex,
  view: MarketView,
  sk: SortKey,
  desc: boolean,
): (a: number, b: number) => number {
  const P = ix.P;
  const s = desc ? 1 : -1;
  const byPayout = sk === 'payout';
  return (a, b) => {
    const va = Math.floor(a / P);
    const pa = a - va * P;
    const vb = Math.floor(b / P);
    const pb = b - vb * P;
    const ba = view.blocks[va];
    const bb = view.blocks[vb];
    const d = ix.key(bb, pb, sk) - ix.key(ba, pa, sk);
    if (d) return s * d;
    if (byPayout && bb.quantum[pb] !== ba.quantum[pa]) return s * (bb.quantum[pb] - ba.quantum[pa]);
    return s * (pa - pb || va - vb);
  };
}

/** k-way merge of the selected verticals' sorted orders, skipping places outside the mask. */
function mergeTop(
  ix: MarketIndex,
  view: MarketView,
  vs: number[],
  sk: SortKey,
  desc: boolean,
  mask: Uint8Array | null,
  excluded: Set<number> | undefined,
  want: number,
  lists?: Uint32Array[],
): number[] {
  const P = ix.P;
  const orders = lists ?? vs.map((v) => ix.order(view.blocks[v], sk));
  const pos = orders.map((o) => (desc ? 0 : o.length - 1));
  const step = desc ? 1 : -1;
  const advance = (c: number) => {
    const o = orders[c];
    const len = o.length;
    let i = pos[c];
    const v = vs[c];
    while (i >= 0 && i < len) {
      const p = o[i];
      if ((!mask || mask[p] === 1) && !excluded?.has(v * P + p)) break;
      i += step;
    }
    pos[c] = i;
    return i >= 0 && i < len;
  };
  const head = (c: number) => vs[c] * P + orders[c][pos[c]];
  const cmp = comparator(ix, view, sk, desc);
  const heap: number[] = [];
  for (let c = 0; c < vs.length; c++) if (advance(c)) heap.push(c);
  const hcmp = (a: number, b: number) => cmp(head(a), head(b));
  heapify(heap, hcmp);
  const out: number[] = [];
  while (out.length < want && heap.length) {
    const c = heap[0];
    out.push(head(c));
    pos[c] += step;
    if (advance(c)) siftDown(heap, 0, hcmp);
    else {
      const last = heap.pop() as number;
      if (heap.length) {
        heap[0] = last;
        siftDown(heap, 0, hcmp);
      }
    }
  }
  return out;
}

// Selection helpers for the query planner: a binary heap over item numbers and a bounded top-k.

export function heapify(h: number[], cmp: (a: number, b: number) => number) {
  for (let i = (h.length >> 1) - 1; i >= 0; i--) siftDown(h, i, cmp);
}

export function siftDown(h: number[], i: number, cmp: (a: number, b: number) => number) {
  const n = h.length;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < n && cmp(h[l], h[m]) < 0) m = l;
    if (r < n && cmp(h[r], h[m]) < 0) m = r;
    if (m === i) return;
    [h[i], h[m]] = [h[m], h[i]];
    i = m;
  }
}

/** The first k items by cmp, sorted: a bounded max-heap for small k, else a full sort. */
export function selectTop(items: number[], k: number, cmp: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (items.length <= 2048 || k * 4 >= items.length) return items.sort(cmp).slice(0, k);
  const rev = (a: number, b: number) => cmp(b, a);
  const heap = items.slice(0, k);
  heapify(heap, rev);
  for (let i = k; i < items.length; i++) {
    if (cmp(items[i], heap[0]) < 0) {
      heap[0] = items[i];
      siftDown(heap, 0, rev);
    }
  }
  return heap.sort(cmp);
}

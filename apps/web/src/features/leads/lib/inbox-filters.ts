import { LEAD_KINDS, LEAD_STATUSES, type LeadFilters } from '@sdp/shared';

// The inbox's filters live in the address (/leads?status=new&q=smith&page=2), so a filtered view
// can be reloaded, shared and opened from elsewhere. Unknown values are dropped, never sent.

export interface InboxState {
  filters: LeadFilters;
  /** 1-based page. */
  page: number;
}

export const INBOX_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

export function readInboxState(params: URLSearchParams): InboxState {
  const day = (k: string) => {
    const v = params.get(k);
    return v && DAY.test(v) ? v : undefined;
  };
  const site = params.get('site');
  const q = params.get('q')?.slice(0, 200);
  const page = Number(params.get('page'));
  return {
    filters: {
      siteId: site && UUID.test(site) ? site : undefined,
      status: oneOf(LEAD_STATUSES, params.get('status')),
      kind: oneOf(LEAD_KINDS, params.get('kind')),
      from: day('from'),
      to: day('to'),
      q: q || undefined,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeInboxState(state: InboxState): URLSearchParams {
  const out = new URLSearchParams();
  const f = state.filters;
  if (f.siteId) out.set('site', f.siteId);
  if (f.status) out.set('status', f.status);
  if (f.kind) out.set('kind', f.kind);
  if (f.from) out.set('from', f.from);
  if (f.to) out.set('to', f.to);
  if (f.q) out.set('q', f.q);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** Whether any filter is set (the empty state then says so). */
export const hasFilters = (f: LeadFilters) => Object.values(f).some((v) => v !== undefined && v !== '');

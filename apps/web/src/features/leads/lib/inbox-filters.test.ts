import { describe, expect, it } from 'vitest';
import { hasFilters, readInboxState, writeInboxState } from './inbox-filters';

const SITE = '0b6f3c1e-2a4d-4c5e-9f10-1234567890ab';

describe('inbox filters in the address', () => {
  it('reads known values and drops the rest', () => {
    const s = readInboxState(
      new URLSearchParams(`site=${SITE}&status=new&kind=call&from=2026-11-01&to=2026-11-30&q=smith&page=3`),
    );
    expect(s).toEqual({
      filters: {
        siteId: SITE,
        status: 'new',
        kind: 'call',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 'smith',
      },
      page: 3,
    });
    const bad = readInboxState(new URLSearchParams('site=x&status=lost&kind=fax&from=yesterday&page=-2'));
    expect(bad.filters).toEqual({
      siteId: undefined,
      status: undefined,
      kind: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
    });
    expect(bad.page).toBe(1);
    expect(hasFilters(bad.filters)).toBe(false);
  });

  it('writes only what is set, and reads back the same', () => {
    const state = { filters: { status: 'accepted' as const, q: '50% off' }, page: 2 };
    const params = writeInboxState(state);
    expect(params.toString()).toBe('status=accepted&q=50%25+off&page=2');
    expect(readInboxState(params).filters).toMatchObject(state.filters);
    expect(writeInboxState({ filters: {}, page: 1 }).toString()).toBe('');
  });
});

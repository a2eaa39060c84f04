import { describe, expect, it } from 'vitest';
import { addDays, inputOf, tableOf, windowOf } from './series';

const sites = [
  { id: 'a', name: 'A', activeSince: '2030-01-01' },
  { id: 'b', name: 'B', activeSince: '2030-01-01' },
  { id: 'c', name: 'C', activeSince: '2030-03-20' },
  { id: 'd', name: 'D', activeSince: '2030-01-01' },
];
const target = { id: 't', siteId: 'a', day: '2030-04-01', paths: [] };

describe('windowOf', () => {
  it('takes up to 90 days before, stops yesterday, leaves out changed and younger sites', () => {
    const w = windowOf(target, '2030-04-20', sites, [
      target,
      { id: 'x', siteId: 'd', day: '2030-04-10', paths: [] },
    ]);
    expect(w.from).toBe(addDays('2030-04-01', -90));
    expect(w.to).toBe('2030-04-19');
    expect(w.controlSites.map((s) => s.id)).toEqual(['b']);
    expect(w.noControlsReason).toBeNull();
  });

  it('ends the post-period the day before the next change of the same site', () => {
    const next = { id: 'n', siteId: 'a', day: '2030-04-15', paths: [] };
    expect(windowOf(target, '2030-06-01', sites, [target, next]).to).toBe('2030-04-14');
    // Changes of other pages only do not end it.
    const paged = { ...target, paths: ['/a'] };
    expect(windowOf(paged, '2030-06-01', sites, [paged, { ...next, paths: ['/b'] }]).to).toBe('2030-05-27');
  });

  it('says why there is no control', () => {
    expect(windowOf(target, '2030-06-01', [sites[0]], [target]).noControlsReason).toMatch(/only this site/);
  });
});

describe('inputOf', () => {
  it('fills counts with 0 and positions with the last known value only', () => {
    const w = {
      interventionDay: '2030-01-03',
      from: '2030-01-01',
      to: '2030-01-05',
      controlSites: [sites[1]],
      noControlsReason: null,
    };
    const rows = [
      { key: 'a', day: '2030-01-02', value: 4 },
      { key: 'a', day: '2030-01-04', value: 6 },
      { key: 'b', day: '2030-01-01', value: 2 },
    ];
    const counts = inputOf(w, 'visitors', 'a', tableOf(rows));
    expect(counts.actual).toEqual([0, 4, 0, 6, 0]);
    expect(counts.controls[0].values).toEqual([2, 0, 0, 0, 0]);
    const positions = inputOf(w, 'position', 'a', tableOf(rows));
    expect(positions.days[0]).toBe('2030-01-02');
    expect(positions.actual).toEqual([4, 4, 6, 6]);
    expect(positions.controls[0].values).toEqual([2, 2, 2, 2]);
  });

  it('sums the touched pages and adds the busiest other pages as controls', () => {
    const w = {
      interventionDay: '2030-01-03',
      from: '2030-01-01',
      to: '2030-01-04',
      controlSites: [],
      noControlsReason: 'none',
    };
    const pages = tableOf([
      { key: '/a', day: '2030-01-01', value: 3 },
      { key: '/b', day: '2030-01-01', value: 2 },
      { key: '/c', day: '2030-01-02', value: 9 },
      { key: '/d', day: '2030-01-04', value: 9 },
    ]);
    const input = inputOf(w, 'visitors', 'a', new Map(), { paths: ['/a', '/b'], table: pages });
    expect(input.actual).toEqual([5, 0, 0, 0]);
    // /d has no pre-period visits: not a control.
    expect(input.controls.map((c) => c.ref)).toEqual(['/c']);
  });
});

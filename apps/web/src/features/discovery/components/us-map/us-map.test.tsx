import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_DATA_COLOUR, SCALE_STOPS } from '../../lib/score-scale';
import { STATE_SHAPES } from './us-geometry';
import { UsMap } from './us-map';

afterEach(cleanup);

const states = [
  { state: 'ID', fips: '16', topScore: 90, avgScore: 60, goldmines: 3 },
  { state: 'TX', fips: '48', topScore: 40, avgScore: 30, goldmines: 1 },
];
const places = [
  {
    placeId: '1',
    city: 'Boise',
    state: 'ID',
    lat: 43.6,
    lon: -116.2,
    quantumScore: 90,
    opportunityId: 'r~1',
  },
  {
    placeId: '2',
    city: 'San Juan',
    state: 'PR',
    lat: 18.4,
    lon: -66.1,
    quantumScore: 80,
    opportunityId: 'r~2',
  },
];

describe('US map', () => {
  it('draws the 50 states and DC from the bundled atlas', () => {
    expect(STATE_SHAPES).toHaveLength(51);
    expect(STATE_SHAPES.every((s) => s.d.startsWith('M'))).toBe(true);
  });

  it('shades states by top score and labels each focusable state', () => {
    render(<UsMap states={states} places={places} />);
    const idaho = screen.getByRole('button', { name: /^Idaho/ });
    expect(idaho.getAttribute('aria-label')).toBe('Idaho: top score 90, average 60, 3 goldmines');
    expect(idaho.getAttribute('tabindex')).toBe('0');
    expect(idaho.getAttribute('fill')).toBe(SCALE_STOPS[4]);
    expect(screen.getByRole('button', { name: /^Texas/ }).getAttribute('fill')).toBe(SCALE_STOPS[0]);
    const ohio = screen.getByRole('button', { name: 'Ohio: no scored markets' });
    expect(ohio.getAttribute('fill')).toBe(NO_DATA_COLOUR);
    // places outside Albers USA (Puerto Rico) are left out
    expect(document.querySelectorAll('circle')).toHaveLength(1);
  });

  it('picks a state with Enter or a click and shows a tooltip on focus', () => {
    const onStateSelect = vi.fn();
    render(<UsMap states={states} places={places} onStateSelect={onStateSelect} />);
    const idaho = screen.getByRole('button', { name: /^Idaho/ });
    fireEvent.focus(idaho);
    expect(screen.getByRole('tooltip').textContent).toContain('Top score 90');
    fireEvent.keyDown(idaho, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: /^Texas/ }));
    fireEvent.keyDown(screen.getByRole('button', { name: /^Ohio/ }), { key: 'Enter' });
    expect(onStateSelect.mock.calls.map(([s]) => s.state)).toEqual(['ID', 'TX']);
  });
});

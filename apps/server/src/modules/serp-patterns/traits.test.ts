import { describe, expect, it } from 'vitest';
import { citySizeOf, isDirectory, pageTypeOf, serviceTerms, titleTraits } from './traits';

describe('titleTraits', () => {
  const ctx = { city: 'Austin', service: serviceTerms('roof repair austin', 'Austin', 'TX') };

  it('reads the keyword service words without the city, state and filler', () => {
    expect(ctx.service).toEqual(['roof', 'repair']);
    expect(serviceTerms('best roofer near me in san antonio tx', 'San Antonio', 'TX')).toEqual(['roofer']);
  });

  it('finds the city, the service first, a separator and the length bucket', () => {
    const t = titleTraits('Roofing Contractor Austin | Smith Roofing', ctx);
    expect([...t].sort()).toEqual(['city', 'length-medium', 'separator', 'service-first']);
  });

  it('finds numbers, years and "near me"; a city inside another word does not count', () => {
    const t = titleTraits('Top 10 Roofers Near Me (2026) - Austintown Guide', ctx);
    expect(t.has('number')).toBe(true);
    expect(t.has('year')).toBe(true);
    expect(t.has('near-me')).toBe(true);
    expect(t.has('city')).toBe(false);
    expect(t.has('service-first')).toBe(false);
  });

  it('buckets lengths: under 40, 40-60, over 60', () => {
    expect(titleTraits('Austin Roofs', ctx).has('length-short')).toBe(true);
    expect(titleTraits('x'.repeat(40), ctx).has('length-medium')).toBe(true);
    expect(titleTraits('x'.repeat(60), ctx).has('length-medium')).toBe(true);
    expect(titleTraits('x'.repeat(61), ctx).has('length-long')).toBe(true);
  });

  it('matches a multi-word city as a phrase', () => {
    const sa = { city: 'San Antonio', service: ['plumber'] };
    expect(titleTraits('Plumbers in San Antonio, TX', sa).has('city')).toBe(true);
    expect(titleTraits('Antonio San Plumbing', sa).has('city')).toBe(false);
    expect(titleTraits('Plumbers in San Antonio, TX', sa).has('service-first')).toBe(true);
  });
});

describe('pageTypeOf', () => {
  it('reads directories by domain, then the path depth', () => {
    expect(pageTypeOf('https://www.yelp.com/search?x=1', 'www.yelp.com')).toBe('directory');
    expect(pageTypeOf('https://m.angi.com/a/b', 'm.angi.com')).toBe('directory');
    expect(isDirectory('notyelp.com')).toBe(false);
    expect(pageTypeOf('https://roofs.example/', 'roofs.example')).toBe('home');
    expect(pageTypeOf('https://roofs.example/index.html', 'roofs.example')).toBe('home');
    expect(pageTypeOf('https://roofs.example/roof-repair/', 'roofs.example')).toBe('inner');
    expect(pageTypeOf('https://roofs.example/services/roof-repair/', 'roofs.example')).toBe('deep');
  });

  it('reads a hosted site from its /s/{slug}/ root', () => {
    expect(pageTypeOf('http://localhost:3000/s/my-site/', 'localhost', true)).toBe('home');
    expect(pageTypeOf('http://localhost:3000/s/my-site/roofing/', 'localhost', true)).toBe('inner');
    expect(pageTypeOf('http://localhost:3000/s/my-site/', 'localhost', false)).toBe('deep');
  });
});

describe('citySizeOf', () => {
  it('bands populations', () => {
    expect(citySizeOf(49_999)).toBe('small');
    expect(citySizeOf(50_000)).toBe('medium');
    expect(citySizeOf(249_999)).toBe('medium');
    expect(citySizeOf(250_000)).toBe('large');
    expect(citySizeOf(1_000_000)).toBe('metro');
    expect(citySizeOf(null)).toBe('unknown');
    expect(citySizeOf(0)).toBe('unknown');
  });
});

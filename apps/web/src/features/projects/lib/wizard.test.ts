import { describe, expect, it } from 'vitest';
import { initialWizardState, toCreateBody, validateStep, type WizardState } from './wizard';

const state = (over: Partial<WizardState> = {}): WizardState => ({ ...initialWizardState, ...over });

describe('project wizard validation', () => {
  it('asks for a website address and explains what is wrong with it', () => {
    expect(validateStep('website', state()).url).toBe('Enter the website address');
    expect(validateStep('website', state({ url: 'ftp://example.com' })).url).toMatch(/Only http/);
    expect(validateStep('website', state({ url: 'https://me:pw@example.com' })).url).toMatch(
      /user name or password/,
    );
    expect(validateStep('website', state({ url: 'exa mple.com' })).url).toBeTruthy();
    expect(validateStep('website', state({ url: 'example.com' }))).toEqual({});
  });

  it('needs a hosted site to be picked when auditing one', () => {
    expect(validateStep('website', state({ source: 'hosted' })).siteId).toBe('Pick one of your hosted sites');
    expect(validateStep('website', state({ source: 'hosted', siteId: 's1' }))).toEqual({});
  });

  it('checks competitors, keywords, location and limits', () => {
    const many = Array.from({ length: 11 }, (_, i) => `c${i}.example`).join('\n');
    expect(validateStep('competitors', state({ competitors: many })).competitors).toBe(
      'At most 10 competitors',
    );
    expect(validateStep('competitors', state({ competitors: 'good.example\nnot a site' })).competitors).toBe(
      '"not a site" is not a valid web address',
    );
    const keywords = Array.from({ length: 101 }, (_, i) => `k${i}`).join(',');
    expect(validateStep('keywords', state({ keywords })).keywords).toBe('At most 100 keywords');
    expect(validateStep('location', state({ city: 'Austin' })).state).toBe('Enter the state too');
    const limits = validateStep(
      'limits',
      state({ maxPages: '20000', maxDepth: '2.5', requestsPerSecond: 'x' }),
    );
    expect(limits).toEqual({
      maxPages: 'Pages must be between 1 and 10,000',
      maxDepth: 'Depth must be a whole number',
      requestsPerSecond: 'Requests a second must be a number',
    });
    expect(validateStep('limits', state())).toEqual({});
  });

  it('the review step checks every step again', () => {
    const errors = validateStep('review', state({ url: '', city: 'Austin', maxPages: '0' }));
    expect(Object.keys(errors).sort()).toEqual(['maxPages', 'state', 'url']);
  });

  it('builds the create body (deduplicated keywords, location only when complete)', () => {
    expect(
      toCreateBody(
        state({
          url: ' example.com ',
          keywords: 'roof, roof\nroofer',
          competitors: 'a.example',
          city: 'Austin',
          state: 'TX',
        }),
      ),
    ).toEqual({
      url: 'example.com',
      competitors: ['a.example'],
      keywords: ['roof', 'roofer'],
      location: { city: 'Austin', state: 'TX' },
      limits: { maxPages: 500, maxDepth: 10, requestsPerSecond: 10 },
      startCrawl: true,
    });
    expect(toCreateBody(state({ source: 'hosted', siteId: 's1' }))).toMatchObject({
      siteId: 's1',
      location: null,
      limits: { maxPages: 500, maxDepth: 10 },
    });
  });
});

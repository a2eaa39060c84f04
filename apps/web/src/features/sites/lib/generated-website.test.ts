import { describe, expect, it } from 'vitest';
import { generatedSiteId } from './generated-website';

describe('generatedSiteId', () => {
  it('answers the id of a site built for the market', () => {
    expect(generatedSiteId({ id: 's1', opportunityId: 'roofing~123' }, 'roofing~123')).toBe('s1');
    expect(generatedSiteId({ id: 's1', opportunityId: null }, 'roofing~123')).toBe('s1');
  });
  it('ignores a site of another market and junk', () => {
    expect(generatedSiteId({ id: 's1', opportunityId: 'hvac~9' }, 'roofing~123')).toBeNull();
    expect(generatedSiteId(null)).toBeNull();
    expect(generatedSiteId('s1')).toBeNull();
  });
});

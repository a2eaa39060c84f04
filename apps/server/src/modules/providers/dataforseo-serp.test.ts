import { describe, expect, it } from 'vitest';
import { featureTypes, localPackEntries, organicItems } from './dataforseo-serp';

// Reading DataForSEO's Google organic live/advanced items (docs/serp-patterns.md): organic results,
// the page's other item types, and the map pack's entries (one element each, or grouped).

const items = [
  {
    type: 'local_pack',
    rank_group: 1,
    rank_absolute: 1,
    title: 'Austin Roofing Pros',
    domain: 'www.austin-roofing-pros.com',
    url: 'https://www.austin-roofing-pros.com/',
    rating: { value: 4.8, votes_count: 212 },
  },
  { type: 'local_pack', rank_group: 2, rank_absolute: 2, title: 'No Site Roofers', rating: null },
  { type: 'featured_snippet', rank_group: 1, rank_absolute: 3, title: 'Snippet', url: 'https://a.example/' },
  {
    type: 'organic',
    rank_group: 1,
    rank_absolute: 4,
    domain: 'a.example',
    url: 'https://a.example/',
    title: 'A',
    description: 'About A',
  },
  { type: 'people_also_ask', rank_absolute: 5 },
  { type: 'organic', rank_group: 2, rank_absolute: 6, url: 'https://B.example/x', title: null },
  { type: 'local_pack', rank_group: 3, rank_absolute: 7, title: '  ' },
];

describe('DataForSEO SERP items', () => {
  it('keeps organic results with their titles and snippets', () => {
    expect(organicItems(items)).toEqual([
      {
        position: 1,
        absolutePosition: 4,
        domain: 'a.example',
        url: 'https://a.example/',
        title: 'A',
        snippet: 'About A',
      },
      {
        position: 2,
        absolutePosition: 6,
        domain: 'b.example',
        url: 'https://B.example/x',
        title: null,
        snippet: null,
      },
    ]);
  });

  it('lists the other item types once each, in page order', () => {
    expect(featureTypes(items)).toEqual(['local_pack', 'featured_snippet', 'people_also_ask']);
    expect(featureTypes(null)).toEqual([]);
  });

  it('reads map-pack entries with rating and reviews when given, and grouped entries', () => {
    expect(localPackEntries(items)).toEqual([
      { title: 'Austin Roofing Pros', domain: 'www.austin-roofing-pros.com', rating: 4.8, reviews: 212 },
      { title: 'No Site Roofers', domain: null, rating: null, reviews: null },
    ]);
    const grouped = [{ type: 'local_pack', items: [{ title: 'One', url: 'https://one.example/a' }] }];
    expect(localPackEntries(grouped)).toEqual([
      { title: 'One', domain: 'one.example', rating: null, reviews: null },
    ]);
  });
});

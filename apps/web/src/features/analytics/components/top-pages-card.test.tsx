import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TopPagesCard } from './top-pages-card';

afterEach(cleanup);

const page = (siteId: string, siteName: string, path: string, pageviews: number) => ({
  siteId,
  siteName,
  path,
  pageviews,
  visitors: pageviews,
});

describe('TopPagesCard', () => {
  it('names the site of each path when the pages come from several sites', () => {
    render(
      <TopPagesCard
        pages={[page('a', 'Roofing in Casper, WY', '/', 12), page('b', 'Dentist in Moore, OK', '/', 9)]}
      />,
    );
    expect(screen.getAllByText('/')).toHaveLength(2);
    expect(screen.getByText('Roofing in Casper, WY')).toBeTruthy();
    expect(screen.getByText('Dentist in Moore, OK')).toBeTruthy();
  });

  it('shows paths alone for one site', () => {
    render(
      <TopPagesCard
        pages={[page('a', 'Roofing in Casper, WY', '/', 12), page('a', 'Roofing in Casper, WY', '/faq/', 3)]}
      />,
    );
    expect(screen.queryByText('Roofing in Casper, WY')).toBeNull();
    expect(screen.getByText('/faq/')).toBeTruthy();
  });
});

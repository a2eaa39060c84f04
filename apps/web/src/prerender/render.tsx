// Loaded by the build (prerender-plugin.ts) through Vite's SSR loader: renders each public page
// to static HTML with react-dom/server (docs/public-pages.md).
import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import ContactRoute from '@/app/routes/contact';
import DemoRoute from '@/app/routes/demo';
import GetStartedRoute from '@/app/routes/get-started';
import LandingRoute from '@/app/routes/landing';
import PrivacyRoute from '@/app/routes/privacy';
import TermsRoute from '@/app/routes/terms';
import { StaticRenderProvider } from '@/features/marketing';
import { ContactIsland } from './contact-island';
import { pageHead } from './head';
import { CONTACT_ISLAND_ID } from './island-ids';
import { PUBLIC_PAGE_META, type PublicPageMeta } from './public-pages';

/** A part of a page that is hydrated by its own entry (src/entry-*.tsx). */
interface IslandSpec {
  id: string;
  /** The entry's name in the build's rollup input (vite.config.ts). */
  entry: string;
  Component: ComponentType;
}

const PAGES: Record<string, { Page: ComponentType; islands: IslandSpec[] }> = {
  '/': { Page: LandingRoute, islands: [] },
  '/demo': { Page: DemoRoute, islands: [] },
  '/privacy': { Page: PrivacyRoute, islands: [] },
  '/terms': { Page: TermsRoute, islands: [] },
  '/contact': {
    Page: ContactRoute,
    islands: [{ id: CONTACT_ISLAND_ID, entry: 'contact-island', Component: ContactIsland }],
  },
  '/get-started': { Page: GetStartedRoute, islands: [] },
};

export interface RenderedPage extends PublicPageMeta {
  head: string;
  body: string;
  /** Rollup input names of the entries this page loads (its islands). */
  entries: string[];
}

export function renderPublicPages(): RenderedPage[] {
  return PUBLIC_PAGE_META.map((meta) => {
    const spec = PAGES[meta.path];
    if (!spec) throw new Error(`No component for the public page ${meta.path}`);
    let body = renderToStaticMarkup(
      <StaticRenderProvider value={true}>
        <StaticRouter location={meta.path}>
          <spec.Page />
        </StaticRouter>
      </StaticRenderProvider>,
    );
    for (const island of spec.islands) {
      const empty = `<div id="${island.id}"></div>`;
      if (!body.includes(empty)) throw new Error(`${meta.path} has no island #${island.id}`);
      body = body.replace(empty, `<div id="${island.id}">${renderToString(<island.Component />)}</div>`);
    }
    return { ...meta, head: pageHead(meta), body, entries: spec.islands.map((i) => i.entry) };
  });
}

import { createContext, type ReactNode, useContext } from 'react';

const StaticRender = createContext(false);

/** Set by the build's pre-render (src/prerender): islands are left empty and rendered on their own. */
export const StaticRenderProvider = StaticRender.Provider;

/**
 * The part of a public page that needs JavaScript (docs/public-pages.md). In the app it is an
 * ordinary element; in the pre-rendered page its markup is rendered separately and hydrated by its
 * own small entry (src/entry-*.tsx).
 */
export function Island({ id, children }: { id: string; children: ReactNode }) {
  const isStatic = useContext(StaticRender);
  return <div id={id}>{isStatic ? null : children}</div>;
}

// Per-vertical copy by slug (docs/product/rules.md#site-copy): the built-in writer's voice and facts.
import type { VerticalCopy } from './types';
import { GROUP_1 } from './verticals/group-1';
import { GROUP_2 } from './verticals/group-2';
import { GROUP_3 } from './verticals/group-3';

export type { ServiceCopy, VerticalCopy, VerticalKind } from './types';

export const VERTICAL_COPY: ReadonlyMap<string, VerticalCopy> = new Map(
  [...GROUP_1, ...GROUP_2, ...GROUP_3].map((c) => [c.slug, c]),
);

export function copyOf(slug: string): VerticalCopy | undefined {
  return VERTICAL_COPY.get(slug);
}

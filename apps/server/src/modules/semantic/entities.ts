import type { SemanticEntity } from '@sdp/shared';
import { bigrams, holds, isStopWord, normalise, phraseStems, prepare, stem, words } from './text';

// Subtopics and entities of a cluster (docs/semantic.md#subtopics-and-entities).
// - Subtopics: word pairs held by at least two members (one member: its own pairs), without the
//   pairs that hold a place name; most members first, at most MAX_SUBTOPICS.
// - Entities: places (the market's city, and nearby places of the bundled place table named in a
//   member), services (the vertical's name and keyword phrases named in a member) and named things
//   (a member's words written with capitals or digits that are neither place, service nor modifier).

export const MAX_SUBTOPICS = 8;
export const MAX_ENTITIES = 10;

export interface EntityContext {
  /** The market's city, always an entity of every cluster when known. */
  city: string | null;
  /** Its state code ('TX'): left out of topics like a place name, not listed as an entity. */
  state?: string | null;
  /** Places around the market (bundled place table), by name. */
  nearby: string[];
  /** The vertical's name and keyword phrases. */
  services: string[];
  /** The vertical's modifiers ('emergency', '24 hour'): neither entities nor named things. */
  modifiers: string[];
}

export interface EntityMatcher {
  placeWords: Set<string>;
  ofCluster(keywords: string[]): { subtopics: string[]; entities: SemanticEntity[] };
}

export function entityMatcher(ctx: EntityContext): EntityMatcher {
  const places = [...new Set([...(ctx.city ? [ctx.city] : []), ...ctx.nearby])];
  const placeWords = new Set(
    [...places, ...(ctx.state ? [ctx.state] : [])].flatMap((p) => words(p).map(stem)),
  );
  const plain = new Set(
    [...ctx.services, ...ctx.modifiers, ...places].flatMap((p) => words(p)).concat(['near', 'me']),
  );

  const nearby = ctx.nearby.map((p) => ({ p, stems: phraseStems(p) }));
  const services = ctx.services.map((p) => ({ p, stems: phraseStems(p) }));

  function ofCluster(keywords: string[]) {
    // Subtopics: bigrams by how many members hold them.
    const pairs = new Map<string, { surface: string; n: number }>();
    for (const k of keywords) {
      const seen = new Set<string>();
      for (const b of bigrams(k)) {
        const [x, y] = b.key.split(' ');
        if (placeWords.has(x!) || placeWords.has(y!) || seen.has(b.key)) continue;
        seen.add(b.key);
        const p = pairs.get(b.key);
        if (p) p.n++;
        else pairs.set(b.key, { surface: b.surface, n: 1 });
      }
    }
    const all = [...pairs.values()].sort((a, b) => b.n - a.n || a.surface.localeCompare(b.surface));
    const shared = all.filter((p) => p.n >= 2);
    const subtopics = (keywords.length > 1 && shared.length ? shared : all)
      .slice(0, MAX_SUBTOPICS)
      .map((p) => p.surface);

    const prepared = keywords.map(prepare);
    const said = (stems: string[]) => prepared.some((p) => holds(p, stems));
    const entities: SemanticEntity[] = [];
    const add = (text: string, kind: SemanticEntity['kind']) => {
      if (!entities.some((e) => normalise(e.text) === normalise(text))) entities.push({ text, kind });
    };
    if (ctx.city) add(ctx.city, 'place');
    for (const { p, stems } of nearby) if (said(stems)) add(p, 'place');
    for (const { p, stems } of services) if (said(stems)) add(p, 'service');
    for (const k of keywords) {
      for (const raw of k.split(/\s+/)) {
        if (!/[A-Z0-9]/.test(raw)) continue;
        const w = normalise(raw);
        if (!w || isStopWord(w) || plain.has(w)) continue;
        add(raw.replace(/[^\p{L}\p{N}&'-]+/gu, ''), 'named');
      }
    }
    return { subtopics, entities: entities.slice(0, MAX_ENTITIES) };
  }

  return { placeWords, ofCluster };
}

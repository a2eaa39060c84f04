// What a vertical's kind allows its pages to say (docs/product/rules.md#site-copy): the kind of a
// vertical (from its copy, or inferred from its data while it has none), the phrases each kind bans,
// which trades pull permits, and the disclaimer regulated kinds carry on every page.
import type { VerticalData } from '../../../../data/verticals';
import type { VerticalCopy, VerticalKind } from './copy';
import { groupOf } from './services';

/** The kind of a vertical: its copy's, else from its group and whether its customers search "emergency". */
export function kindOf(v: VerticalData, copy?: VerticalCopy): VerticalKind {
  if (copy) return copy.kind;
  switch (groupOf(v)) {
    case 'legal':
      return 'legal';
    case 'health':
      return 'medical';
    case 'care':
      return 'care';
    case 'finance':
      return 'professional';
    default:
      return v.modifiers.includes('emergency') || v.modifiers.includes('24 hour') ? 'emergency' : 'planned';
  }
}

/** Phrases a kind's pages never contain (whole words, any case; plurals and "-d" forms included). */
export const KIND_BANNED: Record<VerticalKind, readonly string[]> = {
  emergency: [],
  planned: ['emergency', 'emergencies', '24-hour', '24 hour', '24/7', 'same-day', 'same day'],
  legal: ['guarantee'],
  medical: ['permit', 'inspection schedule', 'guarantee'],
  care: ['permit', 'inspection schedule', 'guarantee'],
  professional: ['guarantee'],
};

/** Kinds whose pages carry a disclaimer on every page and promise no outcome. */
export const REGULATED: ReadonlySet<VerticalKind> = new Set(['legal', 'medical', 'care']);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One pattern for every banned phrase of a kind and a copy's own list; null when nothing is banned. */
export function bannedPattern(kind: VerticalKind, extra: readonly string[] = []): RegExp | null {
  const phrases = [...KIND_BANNED[kind], ...extra].filter((p) => p.trim());
  if (!phrases.length) return null;
  const alts = phrases.map((p) => `${escapeRe(p.trim()).replace(/ /g, '[\\s-]+')}(?:s|d|es|ed)?`);
  return new RegExp(`(?<![\\w/-])(?:${alts.join('|')})(?![\\w/-])`, 'i');
}

/** Around-the-clock wording: only for a business that is open 24 hours. */
export const AROUND_THE_CLOCK =
  /\b(?:24\s*\/\s*7|24[\s-]hours?|twenty-four hours|day or night|night or day|any hour|any time of (?:the )?(?:day|night)|middle of the night|holidays? included)\b|around the clock|round-the-clock/i;

/** Wording that asks the visitor to phone: only for a business with a phone number. */
export const CALL_US =
  /\bcall (?:us|today|now|ahead|our|the office|anytime|any time)\b|\bgive us a (?:call|ring)\b|\bcall[\s-]backs?\b|\bby phone\b|\bphone us\b|\bcalling us\b|\bor call\b|\bcall or (?:text|send|write|e-?mail)\b/i;

/** Waiting is fine for planned work only: never beside emergency or around-the-clock service. */
export const UNHURRIED = /\bdecide in your own time\b|\bwithin a few (?:days|weeks)\b|\bno rush\b/i;

/** Construction trades (NAICS 23) pull building permits; other kinds never talk about permits. */
export function pullsPermits(v: VerticalData, kind: VerticalKind): boolean {
  return (
    (kind === 'planned' || kind === 'emergency') && (v.naicsCode.startsWith('23') || v.slug === 'septic')
  );
}

/** The disclaimer a regulated vertical carries while it has no copy of its own. */
export function genericDisclaimer(kind: VerticalKind, v: VerticalData): string | undefined {
  switch (kind) {
    case 'legal':
      return 'Attorney advertising. This website gives general information, not legal advice, and reading it or sending the form does not create an attorney-client relationship. Every case is different, and past results do not predict the outcome of another matter.';
    case 'medical':
      return v.slug === 'veterinarian'
        ? 'This website gives general information about animal health, not veterinary advice for your pet. Results vary from animal to animal. If your pet is in distress, contact an emergency animal hospital right away.'
        : 'This website gives general health information, not medical advice, a diagnosis or a treatment plan. Results vary from person to person. In a medical emergency, dial 911.';
    case 'care':
      return v.slug === 'addiction-rehab'
        ? 'This website gives general information, not medical advice. If you or someone you love is in crisis, dial 988 or 911. The SAMHSA National Helpline, 1-800-662-4357, is free and confidential.'
        : 'This website gives general information about care options, not medical or legal advice. Every family and every resident is different, so visit and ask questions before deciding.';
    default:
      return undefined;
  }
}

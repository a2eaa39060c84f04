// Reads CSS custom properties from stylesheets (docs/themes.md#import-from-a-page): the
// declarations of rules on :root, html, body, .dark and .light (and [data-theme=dark|light]),
// and of :root inside @media (prefers-color-scheme: dark). A small brace-matching reader, not a
// full CSS parser: it needs only top-level rules and the at-rules that nest them.

export type VariableScope = 'root' | 'dark' | 'light';
export type ScopedVariables = Record<VariableScope, Map<string, string>>;

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
}

/** The index of the `}` closing the block whose `{` is at `open`, or the end. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

function scopeOf(selector: string, inDarkMedia: boolean): VariableScope | null {
  const s = selector.trim().toLowerCase();
  if (/\.dark\b|\[data-theme=["']?dark["']?\]|\[data-mode=["']?dark["']?\]/.test(s)) return 'dark';
  if (/\.light\b|\[data-theme=["']?light["']?\]|\[data-mode=["']?light["']?\]/.test(s)) return 'light';
  if (/^(?::root|html|body|:host)$/.test(s)) return inDarkMedia ? 'dark' : 'root';
  return null;
}

function declarations(body: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const decl of body.split(';')) {
    // Split at the first colon by hand: a stylesheet is hostile input, and a pattern with several
    // whitespace runs around a lazy value backtracks polynomially on it.
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const name = decl.slice(0, colon).trim();
    if (!/^--[a-zA-Z0-9_-]+$/.test(name)) continue;
    let value = decl.slice(colon + 1).trim();
    if (value.toLowerCase().endsWith('!important')) value = value.slice(0, -'!important'.length).trim();
    if (value) out.set(name.toLowerCase(), value);
  }
  return out;
}

/** The rule's body without nested blocks: from its first `{` to its last `}` (found by index, not by a scan from every `{`). */
function withoutNestedBlocks(body: string): string {
  const first = body.indexOf('{');
  const last = body.lastIndexOf('}');
  return first >= 0 && last > first ? body.slice(0, first) + body.slice(last + 1) : body;
}

function walk(css: string, inDarkMedia: boolean, into: ScopedVariables): void {
  let pos = 0;
  while (pos < css.length) {
    const open = css.indexOf('{', pos);
    if (open < 0) return;
    const prelude = css.slice(pos, open).replace(/^[\s;]*/, '');
    const end = closing(css, open);
    const inner = css.slice(open + 1, end);
    pos = end + 1;
    const at = /^@([a-z-]+)/i.exec(prelude)?.[1]?.toLowerCase();
    if (at === 'media') walk(inner, inDarkMedia || /prefers-color-scheme\s*:\s*dark/i.test(prelude), into);
    else if (at === 'supports' || at === 'layer' || at === 'container' || at === 'scope')
      walk(inner, inDarkMedia, into);
    else if (at)
      continue; // @font-face, @keyframes, @property...
    else {
      const vars = declarations(withoutNestedBlocks(inner));
      if (vars.size === 0) continue;
      for (const sel of prelude.split(',')) {
        const scope = scopeOf(sel, inDarkMedia);
        if (scope) for (const [k, v] of vars) into[scope].set(k, v);
      }
    }
  }
}

/** The custom properties of these stylesheets, later sheets and rules overriding earlier ones. */
export function readVariables(sheets: readonly string[]): ScopedVariables {
  const into: ScopedVariables = { root: new Map(), dark: new Map(), light: new Map() };
  for (const css of sheets) walk(stripComments(css), false, into);
  return into;
}

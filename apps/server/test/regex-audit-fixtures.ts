import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The pieces of regex-audit.test.ts: every regular expression of the server and the shared
// contracts, found in the source itself (so a new one is audited without anyone listing it), and
// 32 KB inputs built to make a backtracking pattern slow (docs/security.md, input validation).

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOTS = ['apps/server/src', 'packages/shared/src'];
export const ATTACK_BYTES = 32 * 1024;

export interface FoundRegex {
  /** Repository-relative file. */
  file: string;
  line: number;
  source: string;
  flags: string;
}

export interface FoundDynamic {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(e.name)) files.push(p);
    }
  };
  for (const root of ROOTS) walk(path.join(REPO, root));
  return files;
}

/** Every regex literal and every `RegExp(...)` construction in the production sources. */
export function collectRegexes(): { literals: FoundRegex[]; dynamic: FoundDynamic[] } {
  const literals: FoundRegex[] = [];
  const dynamic: FoundDynamic[] = [];
  for (const abs of sourceFiles()) {
    const file = path.relative(REPO, abs);
    const sf = ts.createSourceFile(abs, fs.readFileSync(abs, 'utf8'), ts.ScriptTarget.Latest, true);
    const lineOf = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
    const visit = (n: ts.Node) => {
      if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = n.getText();
        const end = text.lastIndexOf('/');
        literals.push({ file, line: lineOf(n), source: text.slice(1, end), flags: text.slice(end + 1) });
      } else if (
        (ts.isNewExpression(n) || ts.isCallExpression(n)) &&
        ts.isIdentifier(n.expression) &&
        n.expression.text === 'RegExp'
      ) {
        dynamic.push({ file, line: lineOf(n), text: n.getText().slice(0, 120) });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { literals, dynamic };
}

/** A recheck attack (prefix + pump repeated + suffix) grown to about 32 KB. */
export function grow(attack: { pumps: Array<{ prefix: string; pump: string }>; suffix: string }): string {
  const fixed = attack.pumps.reduce((n, p) => n + p.prefix.length, 0) + attack.suffix.length;
  const pumpLength = attack.pumps.reduce((n, p) => n + p.pump.length, 0) || 1;
  const times = Math.max(1, Math.floor((ATTACK_BYTES - fixed) / pumpLength));
  return attack.pumps.map((p) => p.prefix + p.pump.repeat(times)).join('') + attack.suffix;
}

const fill = (unit: string, head = '', tail = '') =>
  head + unit.repeat(Math.ceil((ATTACK_BYTES - head.length - tail.length) / unit.length)) + tail;

/**
 * Generic 32 KB inputs for a pattern no analyser finds a pump for: long runs of the characters
 * patterns usually repeat (letters, digits, dots, dashes, slashes, spaces, tags, '@'), each ending in
 * a character that makes the match fail late.
 */
export const GENERIC_ATTACKS: string[] = [
  fill('a', '', '!'),
  fill('1', '', 'x'),
  fill('.', 'a@', '@'),
  fill('a.', '', '-'),
  fill('-', 'a', '!'),
  fill('/', '', '\u0000/'),
  fill(' ', 'a', '\n!'),
  fill('\t', '', 'x'),
  fill('<a ', '', ''),
  fill('@'),
  fill(','),
  fill('a-', '', '-'),
  fill('é', '', '\u0000'),
];

/** The best of a few runs, in ms (a GC pause or a busy core must not fail a linear pattern). */
export function bestOf(runs: number, fn: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

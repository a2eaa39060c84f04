import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No TypeScript file in apps/ or packages/ (sources and tests alike) passes 400 lines: a longer one
// is split by topic. Data tables are the exception, each listed below with what it holds.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOTS = ['apps', 'packages'];
const MAX_LINES = 400;
/** Directories never read: installed packages, build output, generated database migrations. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SKIPPED_PATHS = new Set(['apps/server/src/db/migrations']);

/** Repository-relative file -> the data it holds. */
const DATA_FILES: Record<string, string> = {};

function typeScriptFiles(): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(REPO, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name) && !SKIPPED_PATHS.has(child)) walk(child);
      } else if (/\.tsx?$/.test(e.name)) files.push(child);
    }
  };
  for (const root of ROOTS) walk(root);
  return files;
}

/** Lines as `wc -l` counts them (a last line without a newline still counts). */
function lineCount(file: string): number {
  const text = fs.readFileSync(path.join(REPO, file), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file size', () => {
  const files = typeScriptFiles();

  it('finds the TypeScript files of apps/ and packages/', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('apps/server/src/app.ts');
    expect(files).toContain('apps/server/test/file-size.test.ts');
  });

  it(`has no .ts/.tsx file over ${MAX_LINES} lines except the listed data files`, () => {
    const offenders = files
      .filter((f) => !(f in DATA_FILES))
      .map((f) => ({ file: f, lines: lineCount(f) }))
      .filter((f) => f.lines > MAX_LINES)
      .sort((a, b) => b.lines - a.lines)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(offenders, `split these by topic (at most ${MAX_LINES} lines each)`).toEqual([]);
  });

  it('lists only data files that exist', () => {
    expect(Object.keys(DATA_FILES).filter((f) => !fs.existsSync(path.join(REPO, f)))).toEqual([]);
  });
});

#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.ts in turn with tsx. Figures go to docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'bench');
const only = process.argv[2];
const files = existsSync(dir)
  ? readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  : [];
if (files.length === 0) console.log('No benchmarks yet (bench/*.bench.ts).');
let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, f)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + API suites (PGlite), then browser suites in Chromium.
// Ends with the plain line "N passed, N failed" summed over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'sdp-test-'));
let passed = 0;
let failed = 0;
let ok = true;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    ok = false;
    console.error(`--- ${label} failed (exit ${r.status ?? r.signal})`);
  }
  return r.status === 0;
}

function vitest(label, args, env = {}) {
  const file = join(out, `${label.replace(/\W+/g, '-')}.json`);
  run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else {
    failed += 1;
  }
}

const only = process.argv[2]; // optional: unit | e2e
if (!only) run('typecheck', 'npx', ['tsc', '-b']);
if (!only) run('lint', 'npx', ['biome', 'check', '.']);
// The Lighthouse and template browser tests need chromium: with the browser stage coming, they run
// there instead.
const SITE_BROWSER_TESTS = [
  'apps/server/test/lighthouse-seo.test.ts',
  'apps/server/test/lighthouse-templates.test.ts',
  'apps/server/test/templates-browser.test.ts',
  'apps/server/test/copy-review-browser.test.ts',
];
if (!only || only === 'unit') vitest('unit and API suites', [], only ? {} : { SDP_LIGHTHOUSE_IN_E2E: '1' });
if (!only || only === 'e2e') {
  const chromium = run('chromium', 'node', ['scripts/ensure-chromium.mjs']);
  if (chromium) vitest('Lighthouse and templates', ['--project', 'server', ...SITE_BROWSER_TESTS]);
  if (chromium && run('build web', 'npm', ['run', 'build', '-w', 'apps/web'])) {
    vitest('browser suites', ['--config', 'apps/web/e2e/vitest.e2e.config.ts']);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);

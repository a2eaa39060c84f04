#!/usr/bin/env node
// The site-build benchmark compares the generator with Hugo (Debian's package, 0.111). Installs it
// with apt-get when it is missing and we run as root; otherwise explains why it is skipped.
// Exit 0 with the hugo path on stdout when hugo is available; exit 1 with the reason otherwise.
import { execSync, spawnSync } from 'node:child_process';

const which = () => spawnSync('sh', ['-c', 'command -v hugo'], { encoding: 'utf8' }).stdout.trim();

let path = which();
if (!path) {
  if (process.getuid?.() !== 0) {
    console.error('hugo is not installed and this is not root, so it cannot be installed with apt-get');
    process.exit(1);
  }
  console.error('hugo is missing: installing it with apt-get ...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hugo', {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (e) {
    console.error(`apt-get install hugo failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
  path = which();
  if (!path) {
    console.error('apt-get finished but hugo is still not on PATH');
    process.exit(1);
  }
}
console.log(path);

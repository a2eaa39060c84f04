// Renders every template (goldmine, roofing in Austin, an operator's full facts) on a phone
// (390 x 844) and a desktop (1366 x 900) in Chromium, into docs/templates/*.jpg for docs/templates.md.
// Run: node --import tsx apps/server/scripts/template-screenshots.ts  (CHROMIUM_PATH overrides
// /usr/bin/chromium). Phone shots at twice the pixel density; the desktop's full page scaled to 900 px.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { buildSite, TEMPLATE_IDS } from '../src/modules/sites/generator';
import { goldmineSpec } from '../test/generator-fixtures';
import { FULL_BUSINESS, PHOTOS, photoFiles } from '../test/site-facts-fixtures';
import { startSiteServer } from '../test/site-server';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/templates');
mkdirSync(out, { recursive: true });
const server = await startSiteServer();
const files = await photoFiles();
for (const template of TEMPLATE_IDS) {
  const prefix = `/s/${template}`;
  const site = await buildSite(
    goldmineSpec({
      template,
      business: { ...FULL_BUSINESS, photos: PHOTOS },
      baseUrl: `${server.origin}${prefix}`,
      leadEndpoint: `${server.origin}/api/public/leads`,
      beaconEndpoint: `${server.origin}/api/public/events`,
    }),
    { photoFiles: files },
  );
  server.mounts.push({ prefix, site });
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
});
const only = process.argv[2];
for (const template of TEMPLATE_IDS) {
  if (only && only !== template) continue;
  const url = `${server.origin}/s/${template}/`;
  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await phone.goto(url, { waitUntil: 'load' });
  await phone.screenshot({ path: join(out, `${template}-phone.jpg`), type: 'jpeg', quality: 62 });
  await phone.close();
  const desk = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await desk.goto(url, { waitUntil: 'load' });
  await desk.screenshot({ path: join(out, `${template}-desktop.jpg`), type: 'jpeg', quality: 68 });
  // Lazy photos load once scrolled near.
  await desk.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(
      [...document.images].map((i) =>
        i.complete ? null : new Promise((r) => i.addEventListener('load', r, { once: true })),
      ),
    );
    window.scrollTo(0, 0);
  });
  const full = await desk.screenshot({ type: 'png', fullPage: true });
  await sharp(full)
    .resize({ width: 900 })
    .jpeg({ quality: 62, mozjpeg: true })
    .toFile(join(out, `${template}-desktop-full.jpg`));
  await desk.close();
  console.log(`${template}: ${url}`);
}
await browser.close();
await server.close();

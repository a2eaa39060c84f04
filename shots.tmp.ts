import { chromium } from 'playwright-core';
import { buildSite } from './apps/server/src/modules/sites/generator';
import { dominatorSpec, goldmineSpec } from './apps/server/test/generator-fixtures';
import { FULL_BUSINESS, NO_PHONE_BUSINESS } from './apps/server/test/site-facts-fixtures';
import { startSiteServer } from './apps/server/test/site-server';
const [template, kind, path, size] = process.argv.slice(2);
const server = await startSiteServer();
const e = { leadEndpoint: `${server.origin}/api/public/leads`, beaconEndpoint: `${server.origin}/api/public/events` };
const spec = kind === 'area' ? dominatorSpec({ template: template as any, business: FULL_BUSINESS, baseUrl: `${server.origin}/s/x`, ...e })
  : goldmineSpec({ template: template as any, business: kind === 'nophone' ? NO_PHONE_BUSINESS : FULL_BUSINESS, baseUrl: `${server.origin}/s/x`, ...e });
server.mounts.push({ prefix: '/s/x', site: await buildSite(spec) });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
const p = await b.newPage(size === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1366, height: 900 } });
await p.goto(`${server.origin}/s/x${path}`);
await p.screenshot({ path: `/tmp/adhoc.png`, fullPage: true });
await b.close(); await server.close();

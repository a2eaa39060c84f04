// The service-area map: an inline SVG drawn at build time from the bundled county geometry
// (map-geometry.ts): the land of the counties in view, the counties the area's places lie in tinted,
// county and state borders, a dot per place and the names of the largest few. Coordinates are whole
// units of an 800-wide box written as relative moves, points closer than a unit dropped, so the SVG
// stays small (a 1,000-place area is well under 30 KB; docs: apps/server/src/modules/sites/README.md).
import { type GeoContext, type GeoPermissibleObjects, geoMercator, geoPath } from 'd3-geo';
import { merge, mesh } from 'topojson-client';
import type { GeometryCollection } from 'topojson-specification';
import { esc } from '../escape';
import { type Box, intersects, usGeometry } from './map-geometry';

export interface MapPoint {
  name: string;
  lat: number;
  lon: number;
  /** County FIPS, to tint the counties served; null when unknown. */
  fips: string | null;
  population: number;
  /** The business's own city: a larger dot, always labelled. */
  primary?: boolean;
}

const W = 800;
const KM_PER_DEG = 111.2;

/** A d3 path context writing integer, relative SVG path data and skipping sub-unit steps. */
class CompactPath implements GeoContext {
  d = '';
  private x = 0;
  private y = 0;
  private sx = 0;
  private sy = 0;
  private pending = '';
  moveTo(x: number, y: number): void {
    const rx = Math.round(x);
    const ry = Math.round(y);
    this.pending = `M${rx} ${ry}`;
    this.x = this.sx = rx;
    this.y = this.sy = ry;
  }
  lineTo(x: number, y: number): void {
    const rx = Math.round(x);
    const ry = Math.round(y);
    const dx = rx - this.x;
    const dy = ry - this.y;
    if (dx === 0 && dy === 0) return;
    if (this.pending) {
      this.d += `${this.pending}l`;
      this.pending = '';
    } else if (dx >= 0) this.d += ' ';
    this.d += dy < 0 ? `${dx}${dy}` : `${dx} ${dy}`;
    this.x = rx;
    this.y = ry;
  }
  closePath(): void {
    if (!this.pending) this.d += 'z';
    this.pending = '';
    this.x = this.sx;
    this.y = this.sy;
  }
  arc(): void {}
  beginPath(): void {}
}

function pathOf(project: ReturnType<typeof geoMercator>, o: GeoPermissibleObjects): string {
  const ctx = new CompactPath();
  geoPath(project, ctx)(o);
  return ctx.d;
}

/** The lon/lat box to show: the places' box padded, at least ~110 km across. */
function viewBox(points: MapPoint[]): Box {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    if (p.lon < w) w = p.lon;
    if (p.lon > e) e = p.lon;
    if (p.lat < s) s = p.lat;
    if (p.lat > n) n = p.lat;
  }
  const cos = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const minDeg = 110 / KM_PER_DEG;
  const padLat = Math.max((n - s) * 0.12, (minDeg - (n - s)) / 2, 0.05);
  const padLon = Math.max((e - w) * 0.12, (minDeg / cos - (e - w)) / 2, 0.05);
  return [w - padLon, s - padLat, e + padLon, n + padLat];
}

interface Label {
  x: number;
  y: number;
  text: string;
  box: [number, number, number, number];
}

/** Names of the primary place and the most populous others, skipping any that would overlap. */
function labels(points: MapPoint[], at: (p: MapPoint) => [number, number], h: number, max: number): Label[] {
  const out: Label[] = [];
  const order = [...points].sort(
    (a, b) => Number(!!b.primary) - Number(!!a.primary) || b.population - a.population,
  );
  const seen = new Set<string>();
  for (const p of order) {
    if (out.length >= max) break;
    if (seen.has(p.name)) continue;
    const [x, y] = at(p);
    const width = p.name.length * 11 + 8;
    const left = x + width + 12 > W ? x - width - 10 : x + 10;
    const box: Label['box'] = [left, y - 14, left + width, y + 8];
    if (box[1] < 2 || box[3] > h - 2) continue;
    if (out.some((l) => box[0] < l.box[2] && box[2] > l.box[0] && box[1] < l.box[3] && box[3] > l.box[1]))
      continue;
    seen.add(p.name);
    out.push({ x: left, y: y + 6, text: p.name, box });
  }
  return out;
}

export interface AreaMapOptions {
  /** Accessible name, e.g. "Map of the service area around Austin, TX". */
  title: string;
  /** id for the <title> element (unique on the page). */
  id: string;
  maxLabels?: number;
}

/** The map as an inline <svg>, or '' without points. */
export function areaMapSvg(points: MapPoint[], o: AreaMapOptions): string {
  if (!points.length) return '';
  const geo = usGeometry();
  const view = viewBox(points);
  const corners = {
    type: 'MultiPoint' as const,
    coordinates: [
      [view[0], view[1]],
      [view[2], view[3]],
    ],
  };
  const probe = geoMercator().fitWidth(W, corners);
  const [[, y0], [, y1]] = geoPath(probe).bounds(corners);
  const h = Math.round(Math.min(Math.max(y1 - y0, 380), 600));
  const project = geoMercator().fitExtent(
    [
      [0, 0],
      [W, h],
    ],
    corners,
  );
  project.clipExtent([
    [-2, -2],
    [W + 2, h + 2],
  ]);
  // What the frame actually shows (fitExtent keeps the aspect, so one axis shows more).
  const nw = project.invert!([0, 0])!;
  const se = project.invert!([W, h])!;
  const shown: Box = [nw[0], se[1], se[0], nw[1]];
  const inView = geo.counties.filter((c) => intersects(c.box, shown));
  const served = new Set(points.map((p) => p.fips).filter((f): f is string => !!f));
  const collection = (gs: typeof inView): GeometryCollection => ({
    type: 'GeometryCollection',
    geometries: gs.map((c) => c.geom),
  });
  const land = pathOf(
    project,
    merge(
      geo.topo,
      inView.map((c) => c.geom),
    ),
  );
  const tinted = pathOf(
    project,
    merge(
      geo.topo,
      inView.filter((c) => served.has(c.fips)).map((c) => c.geom),
    ),
  );
  const countyLines = pathOf(
    project,
    mesh(geo.topo, collection(inView), (a, b) => a !== b),
  );
  const stateLines = pathOf(project, {
    type: 'MultiLineString',
    coordinates: geo.stateLines.filter((l) => intersects(l.box, shown)).map((l) => l.coords),
  });
  const at = (p: MapPoint): [number, number] => {
    const xy = project([p.lon, p.lat])!;
    return [Math.round(xy[0]), Math.round(xy[1])];
  };
  const dots = new Set<string>();
  let primary = '';
  for (const p of points) {
    const [x, y] = at(p);
    if (p.primary) primary = `M${x} ${y}h0`;
    else dots.add(`M${x} ${y}h0`);
  }
  const names = labels(points, at, h, o.maxLabels ?? (points.length > 12 ? 6 : 5));
  let svg = `<svg class="map" viewBox="0 0 ${W} ${h}" role="img" aria-labelledby="${esc(o.id)}"><title id="${esc(o.id)}">${esc(o.title)}</title>`;
  svg += `<rect width="${W}" height="${h}" class="m-bg"/>`;
  if (land) svg += `<path class="m-land" d="${land}"/>`;
  if (tinted) svg += `<path class="m-served" d="${tinted}"/>`;
  if (countyLines) svg += `<path class="m-county" d="${countyLines}"/>`;
  if (stateLines) svg += `<path class="m-state" d="${stateLines}"/>`;
  if (dots.size) svg += `<path class="m-dot" d="${[...dots].join('')}"/>`;
  if (primary) svg += `<path class="m-home" d="${primary}"/>`;
  for (const l of names) svg += `<text x="${l.x}" y="${l.y}">${esc(l.text)}</text>`;
  return `${svg}</svg>`;
}

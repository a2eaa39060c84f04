// The bundled US county geometry (us-atlas counties-10m, TopoJSON), decoded once per process for the
// service-area map: each county's FIPS and lon/lat box (from its arcs, no GeoJSON built), and the state
// borders as separate lines with their boxes, so a build only touches what falls inside its view.
import { createRequire } from 'node:module';
import { mesh } from 'topojson-client';
import type { GeometryObject, MultiPolygon, Polygon, Topology } from 'topojson-specification';

/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

export interface County {
  fips: string;
  geom: Polygon | MultiPolygon;
  box: Box;
}

export interface UsGeometry {
  topo: Topology;
  counties: County[];
  /** State borders (shared edges and coasts), one line each. */
  stateLines: { coords: number[][]; box: Box }[];
  decodeMs: number;
}

let cached: UsGeometry | undefined;

const emptyBox = (): Box => [Infinity, Infinity, -Infinity, -Infinity];

function grow(b: Box, o: Box): void {
  if (o[0] < b[0]) b[0] = o[0];
  if (o[1] < b[1]) b[1] = o[1];
  if (o[2] > b[2]) b[2] = o[2];
  if (o[3] > b[3]) b[3] = o[3];
}

export function intersects(a: Box, b: Box): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

/** Boxes of every arc of a quantized topology (delta-encoded positions). */
function arcBoxes(topo: Topology): Box[] {
  const t = topo.transform!;
  const [sx, sy] = t.scale;
  const [tx, ty] = t.translate;
  return topo.arcs.map((arc) => {
    const b = emptyBox();
    let x = 0;
    let y = 0;
    for (const p of arc) {
      x += p[0];
      y += p[1];
      const lon = tx + x * sx;
      const lat = ty + y * sy;
      if (lon < b[0]) b[0] = lon;
      if (lat < b[1]) b[1] = lat;
      if (lon > b[2]) b[2] = lon;
      if (lat > b[3]) b[3] = lat;
    }
    return b;
  });
}

function lineBox(coords: number[][]): Box {
  const b = emptyBox();
  for (const [lon, lat] of coords) grow(b, [lon, lat, lon, lat]);
  return b;
}

export function usGeometry(): UsGeometry {
  if (cached) return cached;
  const t0 = performance.now();
  const topo = createRequire(import.meta.url)('us-atlas/counties-10m.json') as Topology;
  const boxes = arcBoxes(topo);
  const objects = topo.objects as Record<string, { geometries: GeometryObject[] }>;
  const counties: County[] = [];
  for (const g of objects.counties.geometries) {
    if (g.type !== 'Polygon' && g.type !== 'MultiPolygon') continue;
    const b = emptyBox();
    const rings = g.type === 'Polygon' ? g.arcs : g.arcs.flat();
    for (const ring of rings) for (const a of ring) grow(b, boxes[a < 0 ? ~a : a]);
    counties.push({ fips: String(g.id), geom: g, box: b });
  }
  const states = mesh(topo, topo.objects.states as GeometryObject);
  const stateLines = states.coordinates.map((coords) => ({ coords, box: lineBox(coords) }));
  cached = { topo, counties, stateLines, decodeMs: performance.now() - t0 };
  return cached;
}

import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Bundled by Vite from the us-atlas package: nothing is fetched at run time.
import states10m from 'us-atlas/states-10m.json';

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

/** Albers USA (Alaska and Hawaii inset) sized to the map's view box. */
export const projection = geoAlbersUsa()
  .scale(1300)
  .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
const path = geoPath(projection);

export interface StateShape {
  fips: string;
  name: string;
  d: string;
  centroid: [number, number];
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;
const topology = states10m as unknown as StatesTopology;

/** The 50 states and DC (territories fall outside Albers USA and are left out). */
export const STATE_SHAPES: StateShape[] = feature(topology, topology.objects.states)
  .features.map((f) => ({
    fips: String(f.id),
    name: f.properties.name,
    d: path(f) ?? '',
    centroid: path.centroid(f) as [number, number],
  }))
  .filter((s) => s.d !== '' && Number.isFinite(s.centroid[0]))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Projected [x, y] of a lon/lat point, or null outside the projection. */
export const project = (lon: number, lat: number): [number, number] | null => projection([lon, lat]);

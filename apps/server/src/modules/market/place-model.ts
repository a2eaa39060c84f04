// The place side of the market model (docs/scoring.md "Place inputs"): the inputs of every place
// (housing, warmth, reach, hinterland) as model inputs, the per-vertical weights, the place
// multiplier of searches and the competition components that depend on the place only.
import type { PlaceTable } from '../../data/places';
import type { VerticalData } from '../../data/verticals';
import { type InputWeights, inputWeights } from './input-weights';
import {
  hinterlandInput,
  housingInput,
  metroComponent,
  placeMultipliers,
  reachInput,
  type Season,
  seasonFactor,
  sizeComponent,
  warmthInput,
} from './model';
import { type PlaceInputs, placeInputs } from './place-inputs';

export class PlaceModel {
  /** The raw inputs: residents nearby, distance to a larger city, catchment. */
  readonly inputs: PlaceInputs;
  readonly housing: Float64Array;
  readonly warmth: Float64Array;
  readonly reach: Float64Array;
  readonly hinterland: Float64Array;
  /** Competition components that depend on the place only: size and metro. */
  readonly sizePart: Float64Array;
  readonly metroPart: Float64Array;
  /** Per-vertical weights of the place inputs. */
  readonly weights: InputWeights[];

  constructor(
    readonly places: PlaceTable,
    readonly verticals: readonly VerticalData[],
    readonly season: Season,
  ) {
    this.inputs = placeInputs(places);
    this.housing = this.inputs.density.map(housingInput);
    this.warmth = places.lat.map(warmthInput);
    this.reach = this.inputs.largerCityKm.map((d) => reachInput(d));
    this.hinterland = this.inputs.catchment.map((c, p) => hinterlandInput(c, places.population[p]));
    this.weights = verticals.map(inputWeights);
    this.sizePart = places.population.map(sizeComponent);
    this.metroPart = this.reach.map(metroComponent);
  }

  /** The place multiplier of searches (housing x climate x hinterland) for (vertical, place). */
  multiplier(v: number, p: number) {
    return placeMultipliers(this.housing[p], this.warmth[p], this.hinterland[p], this.weights[v]);
  }

  /**
   * Estimated monthly searches of every place of a vertical from the bundled data:
   * monthlySearches(population, rate, seasonality, place multiplier) inlined for speed.
   */
  estimatedSearches(v: number): Float64Array {
    const vd = this.verticals[v];
    const w = this.weights[v];
    const perResident = (vd.searchesPer1000.rate / 1000) * seasonFactor(vd.seasonality, this.season);
    const { housing, warmth, hinterland } = this;
    const pop = this.places.population;
    const hk = Math.LN10 * w.housing;
    const out = new Float64Array(pop.length);
    for (let p = 0; p < pop.length; p++) {
      out[p] =
        pop[p] *
        perResident *
        Math.exp(hk * housing[p] + w.climate * warmth[p]) *
        (1 + w.hinterland * hinterland[p]);
    }
    return out;
  }
}

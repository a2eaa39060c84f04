import { getPlaces } from '../src/data/places';
import { VERTICALS } from '../src/data/verticals';
import { MarketService } from '../src/modules/market/market.service';

// Shared by the market service tests (src/modules/market/market-query.test.ts, market-details.test.ts).

/** The month (0-based) the market's seasonal figures are computed for. */
export const JUNE = 5;

/** The scored market of the bundled data, in June. */
export const juneMarket = () => new MarketService(getPlaces(), VERTICALS, JUNE);

import { STATE_FIPS } from './fips';
import {
  type DataProvider,
  type MarketTarget,
  type ProviderCall,
  ProviderCallError,
  readText,
  snippet,
} from './provider.types';

// U.S. Census Bureau County Business Patterns: establishments by county and NAICS industry.
// https://www.census.gov/data/developers/data-sets/cbp-nonemp-zbp/cbp-api.html (free; a key lifts the
// anonymous daily limit). The answer is a JSON array of rows whose first row names the columns.

export const CBP_YEAR = 2021;

const normaliseCounty = (name: string) =>
  name
    .toLowerCase()
    .split(',', 1)[0]!
    .replace(/\b(county|parish|borough|census area|city and borough|municipality|municipio)\b/g, '')
    .replace(/^st\.? /, 'saint ')
    .replace(/[^a-z]/g, '');

function naicsOf(target: MarketTarget): string | null {
  const code = target.naicsCode.replace(/\D/g, '');
  return code.length >= 2 && code.length <= 6 ? code : null;
}

/**
 * CBP counts a whole county; the market scores a place. The county's count is shared out by the
 * place's share of the county's residents (in its bundled places), and the source says so.
 */
export function apportion(target: MarketTarget, countyCount: number, naics: string, where: string) {
  const counted = `Census CBP ${CBP_YEAR}: ${countyCount.toLocaleString('en-US')} NAICS ${naics} establishments in ${where}`;
  const countyPop = target.countyPopulation ?? 0;
  if (countyPop <= 0 || target.population >= countyPop) return { value: countyCount, source: counted };
  const share = target.population / countyPop;
  return {
    value: Math.round(countyCount * share * 10) / 10,
    source: `${counted}; ${(share * 100).toFixed(1)}% apportioned to ${target.city} by its share of the county's residents`,
  };
}

function stateFipsOf(target: MarketTarget): string | null {
  return target.stateFips ?? STATE_FIPS[target.state.toUpperCase()] ?? null;
}

export const censusCbpProvider: DataProvider = {
  id: 'census-cbp',
  name: 'U.S. Census Bureau County Business Patterns',
  kind: 'business-counts',
  costPerCall: 0,
  docsUrl: 'https://www.census.gov/data/developers/data-sets/cbp-nonemp-zbp/cbp-api.html',
  defaultBaseUrl: 'https://api.census.gov',
  keyHint: 'Census Data API key (40 characters, free at api.census.gov/data/key_signup.html)',

  checkKey(apiKey) {
    return /^[A-Za-z0-9]{20,64}$/.test(apiKey)
      ? null
      : 'A Census API key is 20-64 letters and digits (40 for keys issued today)';
  },

  cannotMeasure(target) {
    if (!naicsOf(target))
      return `The vertical ${target.verticalSlug} has no NAICS code to count businesses by`;
    if (!stateFipsOf(target)) return `No state FIPS code is known for ${target.state}`;
    if (!target.countyFips && !target.county) {
      return `No county is known for ${target.city}, ${target.state}, so its businesses cannot be counted`;
    }
    return null;
  },

  async measure(target, call: ProviderCall) {
    const naics = naicsOf(target)!;
    const state = stateFipsOf(target)!;
    const county = target.countyFips ?? '*';
    const url = new URL(`/data/${CBP_YEAR}/cbp`, call.baseUrl);
    // Set by hand: URLSearchParams would escape the ':' and ',' the API documents literally.
    url.search =
      `?get=NAME,ESTAB,NAICS2017_LABEL&for=county:${county}&in=state:${state}` +
      `&NAICS2017=${naics}&LFO=001&EMPSZES=001&key=${encodeURIComponent(call.apiKey)}`;
    const res = await call.fetch(url, { signal: call.signal, headers: { accept: 'application/json' } });
    const text = await readText(res);
    if (res.status === 204 || (res.ok && text.trim() === '')) {
      // The API answers 204 when no establishment of that industry is on record there.
      if (county === '*') throw new ProviderCallError('No data for this industry in the state', res.status);
      return {
        status: res.status,
        costUsd: 0,
        measurements: [
          {
            kind: 'businessCount',
            value: 0,
            source: `Census CBP ${CBP_YEAR}: no NAICS ${naics} establishments on record in ${target.county ?? 'the county'} County`,
          },
        ],
      };
    }
    if (!res.ok)
      throw new ProviderCallError(`Census API answered ${res.status}: ${snippet(text)}`, res.status);
    let rows: unknown;
    try {
      rows = JSON.parse(text);
    } catch {
      // An invalid key gets an HTML page rather than JSON.
      throw new ProviderCallError(
        `Census API did not answer JSON (is the key valid?): ${snippet(text)}`,
        res.status,
      );
    }
    if (!Array.isArray(rows) || rows.length < 1 || !Array.isArray(rows[0])) {
      throw new ProviderCallError('Census API answered an unexpected shape', res.status);
    }
    const [header, ...data] = rows as string[][];
    const col = (name: string) => header.indexOf(name);
    const [iEstab, iName, iCounty, iLfo, iSize] = ['ESTAB', 'NAME', 'county', 'LFO', 'EMPSZES'].map(col);
    if (iEstab < 0) throw new ProviderCallError('Census API answer has no ESTAB column', res.status);
    let candidates = data.filter((r) => (iLfo < 0 || r[iLfo] === '001') && (iSize < 0 || r[iSize] === '001'));
    if (target.countyFips) {
      candidates = candidates.filter((r) => iCounty < 0 || r[iCounty] === target.countyFips);
    } else {
      const wanted = normaliseCounty(target.county ?? '');
      candidates = candidates.filter((r) => iName >= 0 && normaliseCounty(r[iName]) === wanted);
    }
    const row = candidates[0];
    if (!row) {
      throw new ProviderCallError(
        `Census API had no row for ${target.county ?? `county ${target.countyFips}`}, ${target.state}`,
        res.status,
      );
    }
    const estab = Number(row[iEstab]);
    if (!Number.isFinite(estab) || estab < 0) {
      throw new ProviderCallError(`Census API answered a non-numeric ESTAB: ${snippet(String(row[iEstab]))}`);
    }
    const where = iName >= 0 ? row[iName] : `${target.county}, ${target.state}`;
    return {
      status: res.status,
      costUsd: 0,
      measurements: [{ kind: 'businessCount', ...apportion(target, estab, naics, where) }],
    };
  },
};

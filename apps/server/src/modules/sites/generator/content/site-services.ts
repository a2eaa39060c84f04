// The services a site offers (docs/product/rules.md#site-copy): its vertical's copy when there is
// one, else the generic services of its keywords. Services that promise around-the-clock work need a
// business open 24 hours; planned-work kinds never offer emergency, 24-hour or same-day pages.
import type { VerticalData } from '../../../../data/verticals';
import type { BusinessInfo } from '../types';
import type { VerticalCopy } from './copy';
import { kindOf } from './kind-rules';
import { asServices, type Service, servicesOf } from './services';

const ROUND_THE_CLOCK_NAME = /\b(?:emergency|24[\s-]hour)\b/i;
const URGENT_NAME = /\b(?:emergency|24[\s-]hour|same[\s-]day)\b/i;

export function siteServices(
  v: VerticalData,
  copy: VerticalCopy | undefined,
  business: BusinessInfo,
): Service[] {
  const kind = kindOf(v, copy);
  const open24h = business.open24h === true;
  const keep = (name: string, needs24h = ROUND_THE_CLOCK_NAME.test(name)) =>
    !(kind === 'planned' && URGENT_NAME.test(name)) && (!needs24h || open24h);
  if (copy?.services.length) {
    return asServices(
      copy.services.filter((s) => keep(s.name, s.needs24h === true || ROUND_THE_CLOCK_NAME.test(s.name))),
    );
  }
  return servicesOf(v, (name) => keep(name));
}

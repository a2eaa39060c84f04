import { type BusinessInfo, formatUsPhone } from '@sdp/shared';

/**
 * The phone a build puts on the pages: the site's call-tracking number when it has one (calls to
 * it are forwarded and counted, docs/calls.md), else the site's own, else the team's default
 * (Settings, "Business defaults"), else none, and the pages are then form-first. This is the one
 * place the tracking number replaces the site's phone (docs/product/rules.md#business-facts).
 */
export function phoneFor(
  site: { business: Pick<BusinessInfo, 'phone'>; trackingNumber?: string | null },
  team: { defaultPhone?: string | null },
): string | undefined {
  const tracking = site.trackingNumber?.trim();
  if (tracking) return tracking;
  const own = site.business.phone?.trim();
  if (own) return own;
  return team.defaultPhone?.trim() || undefined;
}

/** "(307) 555-0142" for a US number; any other text as it is (rows stored before the check). */
export const displayPhone = (phone: string): string => formatUsPhone(phone) ?? phone;

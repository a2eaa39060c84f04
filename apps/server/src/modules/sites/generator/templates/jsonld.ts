// Structured data of one page as a single @graph: the business (fitting LocalBusiness subtype) with
// the operator's facts only (telephone, address unless service-area-only, hours or 24/7, photos,
// founding year, and reviews and their rating only where the page shows the pasted reviews),
// Service on service pages, FAQPage where FAQs appear, BreadcrumbList on every non-home page.
import type { BusinessReview, OpeningHours } from '@sdp/shared';
import type { Faq } from '../content/model';
import type { BusinessInfo } from '../types';
import { ratingOf } from './facts-text';

export interface JsonLdInput {
  businessType: string;
  business: BusinessInfo;
  homeUrl: string;
  /** "City, ST" names the business serves. */
  areaServed: string[];
  locality: { city: string; state: string };
  service?: { name: string; url: string; category: string };
  faqs: Faq[];
  breadcrumbs: { name: string; url: string }[];
  /** Absolute URLs of the business's photos (800 px); the Open Graph image when there are none. */
  images: string[];
  /** The page shows the pasted reviews: carry them and their rating. */
  reviews: boolean;
}

const DAY_NAMES: Record<OpeningHours['day'], string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** One specification per distinct opens/closes pair, listing its days. */
export function openingHoursSpec(b: BusinessInfo): object[] | undefined {
  if (b.open24h)
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: Object.values(DAY_NAMES),
        opens: '00:00',
        closes: '23:59',
      },
    ];
  if (!b.hours?.length) return undefined;
  const byTime = new Map<string, string[]>();
  for (const h of b.hours) {
    const k = `${h.opens}-${h.closes}`;
    byTime.set(k, [...(byTime.get(k) ?? []), DAY_NAMES[h.day]]);
  }
  return [...byTime].map(([k, days]) => {
    const [opens, closes] = k.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
  });
}

function review(r: BusinessReview): object {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: r.author },
    datePublished: r.date,
    reviewBody: r.text,
    publisher: { '@type': 'Organization', name: r.source },
    ...(r.rating
      ? { reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

export function jsonLdGraph(i: JsonLdInput): object {
  const id = `${i.homeUrl}#business`;
  const b = i.business;
  const business: Record<string, unknown> = {
    '@type': i.businessType,
    '@id': id,
    name: b.name,
    url: i.homeUrl,
    areaServed: i.areaServed.map((name) => ({ '@type': 'City', name })),
  };
  if (b.phone) business.telephone = b.phone;
  if (b.email) business.email = b.email;
  if (b.address && !b.serviceAreaOnly) {
    business.address = {
      '@type': 'PostalAddress',
      streetAddress: b.address,
      addressLocality: i.locality.city,
      addressRegion: i.locality.state,
      addressCountry: 'US',
    };
  }
  const hours = openingHoursSpec(b);
  if (hours) business.openingHoursSpecification = hours;
  if (i.images.length) business.image = i.images.length === 1 ? i.images[0] : i.images;
  if (b.foundedYear) business.foundingDate = String(b.foundedYear);
  const rating = i.reviews ? ratingOf(b.reviews) : null;
  if (rating) {
    // Only the pasted reviews, as shown on the page (newest six), and the rating of all of them.
    business.review = (b.reviews ?? [])
      .slice()
      .sort((x, y) => y.date.localeCompare(x.date))
      .slice(0, 6)
      .map(review);
    if (rating.average != null)
      business.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        ratingCount: rating.rated,
        bestRating: 5,
        worstRating: 1,
      };
  }
  const graph: object[] = [business];
  if (i.service) {
    graph.push({
      '@type': 'Service',
      name: i.service.name,
      serviceType: i.service.category,
      url: i.service.url,
      provider: { '@id': id },
      areaServed: i.areaServed.slice(0, 1).map((name) => ({ '@type': 'City', name })),
    });
  }
  if (i.faqs.length) {
    graph.push({
      '@type': 'FAQPage',
      mainEntity: i.faqs.map((f) => ({
        '@type': 'Question',
        name: f.q,
        acceptedAnswer: { '@type': 'Answer', text: f.a },
      })),
    });
  }
  if (i.breadcrumbs.length > 1) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: i.breadcrumbs.map((c, n) => ({
        '@type': 'ListItem',
        position: n + 1,
        name: c.name,
        item: c.url,
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

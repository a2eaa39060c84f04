// Structured data of one page as a single @graph: the business (fitting LocalBusiness subtype),
// Service on service pages, FAQPage where FAQs appear, BreadcrumbList on every non-home page.
import type { Faq } from '../content/model';
import type { BusinessInfo } from '../types';

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
  if (b.address) {
    business.address = {
      '@type': 'PostalAddress',
      streetAddress: b.address,
      addressLocality: i.locality.city,
      addressRegion: i.locality.state,
      addressCountry: 'US',
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

// sitemap.xml (absolute URLs, lastmod) and robots.txt pointing at it.
import { escXml } from '../escape';

export function sitemapXml(urls: string[], lastmod: string): string {
  const day = lastmod.slice(0, 10);
  let x =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const u of urls) x += `<url><loc>${escXml(u)}</loc><lastmod>${day}</lastmod></url>\n`;
  return `${x}</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

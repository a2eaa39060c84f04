// Business facts as an operator enters them (phone, hours, license, insurance, founding year, pasted
// reviews, photos), and the photo files a build receives, for the template tests and screenshots.
import sharp from 'sharp';
import type { BusinessInfo } from '../src/modules/sites/generator/types';

export const FULL_BUSINESS: BusinessInfo = {
  name: 'Lone Star Roofing Co.',
  phone: '(512) 555-0142',
  email: 'office@lonestar-roofing.example',
  address: '4100 Burnet Rd, Austin, TX 78756',
  hours: [
    { day: 'mon', opens: '07:00', closes: '18:00' },
    { day: 'tue', opens: '07:00', closes: '18:00' },
    { day: 'wed', opens: '07:00', closes: '18:00' },
    { day: 'thu', opens: '07:00', closes: '18:00' },
    { day: 'fri', opens: '07:00', closes: '18:00' },
    { day: 'sat', opens: '08:00', closes: '12:00' },
  ],
  licenseNumber: 'RC-48213',
  insured: true,
  foundedYear: 2009,
  reviews: [
    {
      author: 'Maria G.',
      text: 'They came out after the hail storm, showed me photos of every damaged spot and walked me through the insurance paperwork. New roof went on in two days and the yard was cleaner than before.',
      rating: 5,
      source: 'Google',
      date: '2025-04-18',
    },
    {
      author: 'Dave R.',
      text: 'Fair price for a tricky repair around our chimney flashing. They explained what they found instead of pushing a full replacement.',
      rating: 5,
      source: 'Yelp',
      date: '2025-02-03',
    },
    {
      author: 'Priya S.',
      text: 'Good crew, quick estimate. Scheduling took a week longer than I hoped during the spring rush, but the work itself was solid.',
      rating: 4,
      source: 'Angi',
      date: '2024-11-21',
    },
  ],
};

/** No phone: the site is form-first (no call buttons anywhere). */
export const NO_PHONE_BUSINESS: BusinessInfo = {
  name: 'Cedar Park Home Services',
  email: 'hello@cedarpark.example',
};

export const PHOTOS: NonNullable<BusinessInfo['photos']> = [
  { id: 'p1', alt: 'New shingle roof on a two-story house', width: 800, height: 600 },
  { id: 'p2', alt: 'Crew replacing flashing around a chimney', width: 800, height: 533 },
];

/** Small real WebP files for the photos (a color each), keyed as buildSite expects them. */
export async function photoFiles(photos = PHOTOS): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const colors = ['#8a5a3c', '#4b6a88', '#6b7d4f', '#9b4d3a'];
  let n = 0;
  for (const p of photos) {
    const background = colors[n++ % colors.length];
    for (const w of [400, 800] as const) {
      const h = Math.round((w * p.height) / p.width);
      out.set(
        `assets/photos/${p.id}-${w}.webp`,
        await sharp({ create: { width: w, height: h, channels: 3, background } })
          .webp({ quality: 60 })
          .toBuffer(),
      );
    }
  }
  return out;
}

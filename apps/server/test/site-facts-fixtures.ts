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

/** A simple drawn scene (sky, a house, its roof) standing in for an operator's photo. */
function scene(w: number, h: number, n: number): string {
  const sky = ['#9cc9ef', '#f6c89a', '#b7d7c4', '#c9c1e8'][n % 4];
  const roof = ['#5b4636', '#3f4a5a', '#6b3b2f', '#4a4a4a'][n % 4];
  const wall = ['#efe6d8', '#dfe7ee', '#f1e3cf', '#e6e1d6'][n % 4];
  const shingles = Array.from({ length: 7 }, (_, i) => {
    const y = 250 + i * 22;
    return `<line x1="${200 - i * 20}" y1="${y}" x2="${600 + i * 20}" y2="${y}" stroke="#00000030" stroke-width="3"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 800 ${Math.round((800 * h) / w)}" preserveAspectRatio="xMidYMid slice"><rect width="800" height="700" fill="${sky}"/><circle cx="660" cy="110" r="46" fill="#fff6c9"/><rect y="520" width="800" height="200" fill="#7fa464"/><rect x="200" y="380" width="400" height="180" fill="${wall}"/><clipPath id="r"><polygon points="140,400 400,210 660,400"/></clipPath><polygon points="140,400 400,210 660,400" fill="${roof}"/><g clip-path="url(#r)">${shingles}</g><rect x="370" y="450" width="60" height="110" fill="#8a5a3c"/><rect x="250" y="420" width="70" height="60" fill="#bcd6ea"/><rect x="480" y="420" width="70" height="60" fill="#bcd6ea"/></svg>`;
}

/** Real WebP files for the photos (a drawn scene each), keyed as buildSite expects them. */
export async function photoFiles(photos = PHOTOS): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  let n = 0;
  for (const p of photos) {
    for (const w of [400, 800] as const) {
      const h = Math.round((w * p.height) / p.width);
      out.set(
        `assets/photos/${p.id}-${w}.webp`,
        await sharp(Buffer.from(scene(w, h, n)))
          .webp({ quality: 70 })
          .toBuffer(),
      );
    }
    n++;
  }
  return out;
}

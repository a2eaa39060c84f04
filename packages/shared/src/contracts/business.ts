import { z } from 'zod';
import { isUsPhone } from '../us-phone';

// The business facts of a site (docs/product/rules.md#business-facts): what the operator knows
// about the business and enters, checked here once for the server (POST/PATCH /api/sites) and for
// the web forms' inline messages. Nothing on a page is invented beyond these.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Opening ranges one day may have (e.g. 08:00-12:00 and 13:00-17:00). */
export const MAX_RANGES_PER_DAY = 2;
/** Photos one site may have (POST /api/sites/:id/photos refuses more). */
export const MAX_SITE_PHOTOS = 12;
/** Largest photo upload, before re-encoding. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const MAX_REVIEWS = 30;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 08:00');

/** The latest calendar date anywhere (UTC+14): a date after it is in the future for everyone. */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10);
}

export const PHONE_MESSAGE = 'must be a US phone number with 10 digits, like (307) 555-0142';
/** A US phone number as typed (any punctuation, optional +1); shown as "(307) 555-0142". */
export const usPhoneSchema = z.string().trim().max(40, PHONE_MESSAGE).refine(isUsPhone, PHONE_MESSAGE);

/** One opening range of a day; a weekday not listed is closed. */
export const openingHoursSchema = z
  .object({
    day: z.enum(WEEKDAYS),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((h) => h.closes > h.opens, { message: 'must be later than the opening time', path: ['closes'] });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** At most MAX_RANGES_PER_DAY ranges a day, none overlapping another of the same day. */
export const weeklyHoursSchema = z
  .array(openingHoursSchema)
  .max(WEEKDAYS.length * MAX_RANGES_PER_DAY)
  .superRefine((hours, ctx) => {
    for (const day of WEEKDAYS) {
      const ranges = hours
        .map((h, index) => ({ ...h, index }))
        .filter((h) => h.day === day)
        .sort((a, b) => a.opens.localeCompare(b.opens));
      if (ranges.length > MAX_RANGES_PER_DAY) {
        ctx.addIssue({
          code: 'custom',
          message: `must have at most ${MAX_RANGES_PER_DAY} opening ranges a day (${day} has ${ranges.length})`,
          path: [ranges[MAX_RANGES_PER_DAY].index],
        });
        return;
      }
      for (let i = 1; i < ranges.length; i++) {
        const [a, b] = [ranges[i - 1], ranges[i]];
        if (b.opens < a.closes)
          ctx.addIssue({
            code: 'custom',
            message: `must not overlap: ${day} ${a.opens}-${a.closes} and ${b.opens}-${b.closes}`,
            path: [b.index],
          });
      }
    }
  });

/** A review the operator pasted from a real source (never written by us): who, where, when. */
export const businessReviewSchema = z.object({
  author: z.string().trim().min(1, 'must name the reviewer').max(80),
  text: z.string().trim().min(1, 'must hold the review text').max(1000),
  /** Stars out of 5 when the source has them. */
  rating: z.number().int().min(1).max(5).optional(),
  /** Where it was posted: "Google", "Yelp", "Angi", ... */
  source: z.string().trim().min(1, 'must name where the review was posted').max(60),
  /** Posted on, YYYY-MM-DD. */
  date: z.iso
    .date('must be a date like 2024-05-31')
    .refine((d) => d <= latestToday(), 'must not be in the future'),
  /** The review on its source (http or https only: the page links to it). */
  url: z
    .url({ protocol: /^https?$/, message: 'must be an http or https address' })
    .max(500)
    .optional(),
});
export type BusinessReview = z.infer<typeof businessReviewSchema>;

/** A photo the operator uploaded, re-encoded by the server; the bytes live beside the site. */
export const businessPhotoSchema = z.object({
  id: z.string().min(1).max(64),
  alt: z.string().trim().min(1).max(160),
  /** Of the large (800 px wide at most) file. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type BusinessPhoto = z.infer<typeof businessPhotoSchema>;

/**
 * The facts a local page is credible by (docs/product/rules.md#business-facts). Every one is
 * optional beyond the name, and a page leaves out what is missing: nothing is invented.
 */
export const businessInfoSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** Stored as typed; pages show it as "(307) 555-0142". Missing: the team's default phone. */
  phone: usPhoneSchema.optional(),
  email: z.email().max(254).optional(),
  address: z.string().trim().max(200).optional(),
  /** Customers are served at their place: the address stays off the pages and out of JSON-LD. */
  serviceAreaOnly: z.boolean().optional(),
  /** Answers around the clock, every day; when set, `hours` is ignored. */
  open24h: z.boolean().optional(),
  /** Weekly service hours when not open24h; none given = the pages name no hours. */
  hours: weeklyHoursSchema.optional(),
  /** The trade license number, written "License #..." on the page. */
  licenseNumber: z.string().trim().min(1).max(60).optional(),
  insured: z.boolean().optional(),
  /** Year the business started; pages say "in business since 2009". */
  foundedYear: z
    .number()
    .int()
    .min(1800)
    .refine((y) => y <= Number(latestToday().slice(0, 4)), 'must not be in the future')
    .optional(),
  /**
   * Uploaded through POST /api/sites/:id/photos. In PATCH /api/sites/:id it only orders the
   * uploaded photos and sets their alt text (an unknown id is a 400); left out, they stay as they are.
   */
  photos: z.array(businessPhotoSchema).max(MAX_SITE_PHOTOS).optional(),
  reviews: z.array(businessReviewSchema).max(MAX_REVIEWS).optional(),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

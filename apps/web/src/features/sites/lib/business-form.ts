import {
  type BusinessInfo,
  type BusinessReview,
  businessInfoSchema,
  MAX_RANGES_PER_DAY,
  type OpeningHours,
  WEEKDAYS,
  type Weekday,
} from '@sdp/shared';

// The business form's state (strings as typed, one list of ranges per weekday) to and from the
// facts the API takes, and its inline messages from the shared schema (the server's own checks).

export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export interface HoursRange {
  opens: string;
  closes: string;
}

export interface ReviewRow {
  /** A key for React only. */
  key: string;
  author: string;
  text: string;
  /** '' or '1'-'5'. */
  rating: string;
  source: string;
  date: string;
  url: string;
}

export interface BusinessFormState {
  name: string;
  phone: string;
  email: string;
  address: string;
  serviceAreaOnly: boolean;
  open24h: boolean;
  /** No ranges: closed that day. */
  hours: Record<Weekday, HoursRange[]>;
  licenseNumber: string;
  insured: boolean;
  foundedYear: string;
  reviews: ReviewRow[];
}

/** Field key -> message, e.g. 'phone', 'hours.mon.0.closes', 'reviews.2.date'. */
export type BusinessErrors = Record<string, string>;

let keys = 0;
const nextKey = () => `r${++keys}`;

export const emptyReview = (): ReviewRow => ({
  key: nextKey(),
  author: '',
  text: '',
  rating: '',
  source: '',
  date: '',
  url: '',
});

export const DEFAULT_RANGE: HoursRange = { opens: '08:00', closes: '17:00' };

const noHours = (): Record<Weekday, HoursRange[]> =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as Record<Weekday, HoursRange[]>;

/** The form's state for stored facts (or an empty form). */
export function fromBusiness(b: Partial<BusinessInfo> = {}): BusinessFormState {
  const hours = noHours();
  for (const h of b.hours ?? [])
    if (hours[h.day].length < MAX_RANGES_PER_DAY) hours[h.day].push({ opens: h.opens, closes: h.closes });
  return {
    name: b.name ?? '',
    phone: b.phone ?? '',
    email: b.email ?? '',
    address: b.address ?? '',
    serviceAreaOnly: !!b.serviceAreaOnly,
    open24h: !!b.open24h,
    hours,
    licenseNumber: b.licenseNumber ?? '',
    insured: !!b.insured,
    foundedYear: b.foundedYear ? String(b.foundedYear) : '',
    reviews: (b.reviews ?? []).map((r) => ({
      key: nextKey(),
      author: r.author,
      text: r.text,
      rating: r.rating ? String(r.rating) : '',
      source: r.source,
      date: r.date,
      url: r.url ?? '',
    })),
  };
}

const text = (v: string) => v.trim() || undefined;

/**
 * The facts to send (blank fields left out; photos are not part of the form) and, for each entry
 * of `hours`, the day and range it came from (to put a message back on its field).
 */
export function toBusiness(s: BusinessFormState): {
  business: Partial<BusinessInfo>;
  hoursAt: Array<[Weekday, number]>;
} {
  const hours: OpeningHours[] = [];
  const hoursAt: Array<[Weekday, number]> = [];
  if (!s.open24h)
    for (const day of WEEKDAYS)
      s.hours[day].forEach((r, i) => {
        hours.push({ day, opens: r.opens, closes: r.closes });
        hoursAt.push([day, i]);
      });
  const reviews = s.reviews.map(
    (r): BusinessReview => ({
      author: r.author.trim(),
      text: r.text.trim(),
      source: r.source.trim(),
      date: r.date,
      ...(r.rating ? { rating: Number(r.rating) } : {}),
      ...(text(r.url) ? { url: r.url.trim() } : {}),
    }),
  );
  const year = s.foundedYear.trim();
  const business: Partial<BusinessInfo> = {
    name: text(s.name),
    phone: text(s.phone),
    email: text(s.email),
    address: text(s.address),
    serviceAreaOnly: s.serviceAreaOnly || undefined,
    open24h: s.open24h || undefined,
    hours: hours.length ? hours : undefined,
    licenseNumber: text(s.licenseNumber),
    insured: s.insured || undefined,
    foundedYear: year ? (/^\d+$/.test(year) ? Number(year) : Number.NaN) : undefined,
    reviews: reviews.length ? reviews : undefined,
  };
  for (const k of Object.keys(business) as Array<keyof BusinessInfo>)
    if (business[k] === undefined) delete business[k];
  return { business, hoursAt };
}

const MESSAGES: Record<string, string> = {
  foundedYear: 'Enter a year like 2009, not in the future',
  email: 'Enter an e-mail address like office@example.com',
  name: 'Enter the business name',
};

/** Inline messages for the form (the shared schema's checks), keyed by field; {} when valid. */
export function validateBusiness(s: BusinessFormState, opts: { nameRequired: boolean }): BusinessErrors {
  const { business, hoursAt } = toBusiness(s);
  const schema = opts.nameRequired ? businessInfoSchema : businessInfoSchema.partial({ name: true });
  const r = schema.safeParse(business);
  if (r.success) return {};
  const errors: BusinessErrors = {};
  for (const issue of r.error.issues) {
    const [head, index, ...rest] = issue.path.map(String);
    let key = issue.path.map(String).join('.');
    if (head === 'hours' && index !== undefined) {
      const [day, range] = hoursAt[Number(index)] ?? [];
      key = ['hours', day, range, rest[0] ?? 'opens'].join('.');
    }
    const message = MESSAGES[head] ?? issue.message.replace(/^must /, 'Must ');
    errors[key] ??= message;
  }
  return errors;
}

import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { leads, sites } from './sites';
import { teams } from './teams';

// Call tracking (modules/calls, docs/calls.md): a Twilio number per site, and the calls it took.

/**
 * A site's tracking number. `bought`: the app bought it for the site (releasing it gives it back to
 * Twilio); otherwise it was an existing number of the team's Twilio account, only pointed at the app.
 */
export const trackingNumbers = pgTable(
  'tracking_numbers',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** E.164, e.g. +15125550142. */
    phoneNumber: text('phone_number').notNull(),
    /** Twilio's IncomingPhoneNumber sid (PN...). */
    twilioSid: text('twilio_sid').notNull(),
    bought: boolean('bought').notNull().default(false),
    /** The operator switched call recording on for this site. */
    recording: boolean('recording').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracking_numbers_site_idx').on(t.siteId),
    uniqueIndex('tracking_numbers_number_idx').on(t.phoneNumber),
  ],
);

/** One call to a tracking number, as Twilio reported it; `leadId` when it qualified as a lead. */
export const calls = pgTable(
  'calls',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The tracking number called (E.164), kept after the number is released. */
    trackingNumber: text('tracking_number').notNull(),
    callSid: text('call_sid').notNull(),
    fromNumber: text('from_number').notNull(),
    /** Where the call was forwarded (E.164); null when there was no one to forward it to. */
    toNumber: text('to_number'),
    status: text('status').notNull(),
    /** Seconds talked: the forwarded leg's duration, else the whole call's. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Only when recording was on for the site when the call came in. */
    recorded: boolean('recorded').notNull().default(false),
    recordingUrl: text('recording_url'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** When Twilio reported the call over (its cost is metered once, then). */
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calls_call_sid_idx').on(t.callSid),
    index('calls_team_site_created_idx').on(t.teamId, t.siteId, t.createdAt),
  ],
);

export type TrackingNumberRow = typeof trackingNumbers.$inferSelect;
export type CallRow = typeof calls.$inferSelect;

import { date, index, numeric, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { siteRentals, sites } from './sites';
import { teams } from './teams';

/**
 * Rent booked for one rental period in one calendar month (docs/product/rules.md#revenue-metrics),
 * materialised from site_rentals (one row per rental × month) so it can be marked invoiced.
 * An invoiced charge keeps its amount.
 */
export const rentCharges = pgTable(
  'rent_charges',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => siteRentals.id, { onDelete: 'cascade' }),
    /** First day of the calendar month (UTC). */
    month: date('month', { mode: 'string' }).notNull(),
    /** Days rented in the month: [periodStart, periodEnd), UTC days; booked on periodStart. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    invoicedAt: at('invoiced_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rent_charges_rental_month_uq').on(t.rentalId, t.month),
    index('rent_charges_team_idx').on(t.teamId, t.periodStart),
  ],
);

export type RentChargeRow = typeof rentCharges.$inferSelect;

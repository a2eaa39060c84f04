import { randomBytes } from 'node:crypto';
import type { Renter, renterInputSchema, renterUpdateSchema } from '@sdp/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { TeamScopes } from '../discovery/team-scope';
import * as repo from './renters.repository';

export type RentersService = ReturnType<typeof createRentersService>;
type RenterInput = z.output<typeof renterInputSchema>;
type RenterUpdate = z.output<typeof renterUpdateSchema>;

function present(row: repo.RenterRow, siteIds: string[]): Renter {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    webhookUrl: row.webhookUrl,
    webhookSecret: row.webhookSecret,
    pricePerLead: row.pricePerLead,
    monthlyRent: row.monthlyRent,
    autoAccept: row.autoAccept,
    active: row.active,
    siteIds,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Renters (the businesses that buy a site's leads), team-scoped: another team's renter is 404.
 * Which site a renter gets is PATCH /api/sites/:id { renterId } (sites module); rental periods
 * follow from it through syncRentals.
 */
export function createRentersService(db: Db, scopes: TeamScopes) {
  async function withSites(teamId: string, rows: repo.RenterRow[]) {
    const map = await repo.siteIdsByRenter(
      db,
      teamId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => present(r, map.get(r.id) ?? []));
  }

  async function owned(teamId: string, id: string) {
    const row = await repo.getRenter(db, teamId, id);
    if (!row) throw new NotFoundError('Renter');
    return row;
  }

  return {
    async list(userId: string): Promise<Renter[]> {
      const { teamId } = await scopes.resolve(userId);
      return withSites(teamId, await repo.listRenters(db, teamId));
    },

    async get(userId: string, id: string): Promise<Renter> {
      const { teamId } = await scopes.resolve(userId);
      return (await withSites(teamId, [await owned(teamId, id)]))[0]!;
    },

    async create(userId: string, input: RenterInput): Promise<Renter> {
      const scope = await scopes.resolve(userId);
      const row = await repo.insertRenter(db, {
        teamId: scope.teamId,
        userId: scope.userId,
        name: input.name,
        email: input.email?.toLowerCase() ?? null,
        webhookUrl: input.webhookUrl ?? null,
        webhookSecret: randomBytes(32).toString('hex'),
        pricePerLead: input.pricePerLead,
        monthlyRent: input.monthlyRent,
        autoAccept: input.autoAccept,
        active: input.active,
      });
      return present(row, []);
    },

    async update(userId: string, id: string, patch: RenterUpdate): Promise<Renter> {
      const { teamId } = await scopes.resolve(userId);
      const current = await owned(teamId, id);
      const email = patch.email === undefined ? current.email : (patch.email?.toLowerCase() ?? null);
      const webhookUrl = patch.webhookUrl === undefined ? current.webhookUrl : patch.webhookUrl;
      if (!email && !webhookUrl) {
        throw new ValidationError('email: a renter needs an email or a webhookUrl to deliver leads to');
      }
      const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const row = await repo.updateRenter(db, teamId, id, { ...values, email, webhookUrl });
      if (!row) throw new NotFoundError('Renter');
      // A changed rent or an (in)active renter starts or ends rental periods.
      await repo.syncRentals(db, teamId);
      return (await withSites(teamId, [row]))[0]!;
    },

    async remove(userId: string, id: string): Promise<void> {
      const { teamId } = await scopes.resolve(userId);
      await owned(teamId, id);
      const history = await repo.renterHistory(db, teamId, id);
      if (history.leads > 0 || history.rentals > 0) {
        throw new ConflictError(
          `This renter has revenue history (${history.leads} accepted or billed leads, ${history.rentals} rental periods); deleting it would erase that revenue. Set active: false instead.`,
          'renter_has_history',
        );
      }
      if (!(await repo.deleteRenter(db, teamId, id))) throw new NotFoundError('Renter');
    },

    /** Rental periods in line with the team's site assignments (call after a site's renterId changes). */
    syncRentals: (teamId: string) => repo.syncRentals(db, teamId),
  };
}

import {
  type AccountNumber,
  type AvailableNumber,
  type CallTracking,
  formatUsPhone,
  type SiteCalls,
  type TrackingNumber,
  usPhoneDigits,
} from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import type { Meter, MeteredResult } from '../metering/index';
import { ProviderCallError } from '../metering/index';
import type { ProviderService } from '../providers/index';
import { locationOf } from '../sites/index';
import { presentCall } from './call-view';
import * as repo from './calls.repository';
import { ALL_PARTY_CONSENT_STATES, allPartyConsent, CONSENT_SOURCE } from './consent';
import { createTwilioClient, packKey, type TwilioKey, unpackKey, type Webhooks } from './twilio-client';
import { TWILIO_PRICES, TWILIO_PROVIDER_ID } from './twilio-prices';

// Settings -> Call tracking and the site screen's calls (docs/calls.md): the team's Twilio key,
// numbers bought, assigned and released through the meter, recording per site, recent calls.

const MANAGE = 'Only team owners and admins manage call tracking (it spends money on your Twilio account)';
const RECENT_CALLS = 50;
const DAY_MS = 86_400_000;

export interface CallsServiceOptions {
  meter: Meter;
  keys: ReturnType<ProviderService['keyStore']>;
  fetch?: typeof fetch;
}

export type CallsService = ReturnType<typeof createCallsService>;

export function createCallsService({ db, config, log }: ServiceDeps, options: CallsServiceOptions) {
  const { meter, keys } = options;
  const publicUrl = config.PUBLIC_URL; // without a trailing slash (config/env.ts)
  const hooks: Webhooks = {
    voiceUrl: `${publicUrl}/api/calls/twilio/voice`,
    statusUrl: `${publicUrl}/api/calls/twilio/status`,
  };

  const requireManager = (actor: Actor) =>
    authorize(actor, 'manage-provider-keys', { type: 'team', teamId: actor.teamId }, MANAGE);

  /** The team's Twilio key, or null. */
  async function keyOf(teamId: string): Promise<TwilioKey | null> {
    const stored = await keys.open(teamId);
    return stored ? unpackKey(stored) : null;
  }

  async function requireKey(teamId: string): Promise<TwilioKey> {
    const key = await keyOf(teamId);
    if (!key) {
      throw new ValidationError(
        'Twilio is not configured: add the Account SID and Auth Token in Settings, Call tracking',
        undefined,
        'twilio_not_configured',
      );
    }
    return key;
  }

  /** One Twilio REST call through the meter; its failure answers 502 with Twilio's reason. */
  async function metered<R extends MeteredResult>(
    actor: Actor,
    key: TwilioKey,
    operation: string,
    run: (client: ReturnType<typeof createTwilioClient>) => Promise<R>,
    siteId: string | null = null,
  ): Promise<R> {
    const client = createTwilioClient({ baseUrl: config.TWILIO_API_BASE, key, fetch: options.fetch });
    try {
      const scope = { teamId: actor.teamId, userId: actor.userId, siteId };
      return await meter.call(scope, { id: TWILIO_PROVIDER_ID }, operation, () => run(client), [
        key.authToken,
      ]);
    } catch (err) {
      const detail =
        err instanceof ProviderCallError ? err.message : 'Twilio could not be reached or did not answer';
      throw new AppError(502, 'provider_error', `Twilio: ${detail.split(key.authToken).join('***')}`);
    }
  }

  async function site(actor: Actor, siteId: string) {
    const found = await repo.findSite(db, actor.teamId, siteId);
    if (!found) throw new NotFoundError('Site');
    return found;
  }

  function presentNumber(
    n: repo.TrackingNumberRow,
    s: { name: string; opportunityId: string | null; area: Record<string, unknown> | null },
  ): TrackingNumber {
    const state = locationOf(s)?.state ?? null;
    return {
      siteId: n.siteId,
      siteName: s.name,
      phoneNumber: n.phoneNumber,
      display: formatUsPhone(n.phoneNumber) ?? n.phoneNumber,
      bought: n.bought,
      recording: n.recording,
      state,
      allPartyConsent: allPartyConsent(state),
      createdAt: n.createdAt.toISOString(),
    };
  }

  async function tracking(actor: Actor): Promise<CallTracking> {
    const [key, savedAt, numbers] = await Promise.all([
      keyOf(actor.teamId).catch(() => null),
      keys.savedAt(actor.teamId),
      repo.teamNumbers(db, actor.teamId),
    ]);
    return {
      key: {
        configured: savedAt !== null,
        accountSidHint: key ? `AC…${key.accountSid.slice(-4)}` : null,
        savedAt: savedAt?.toISOString() ?? null,
      },
      numbers: numbers.map((n) =>
        presentNumber(n, { name: n.siteName, opportunityId: n.opportunityId, area: n.area }),
      ),
      consent: { states: [...ALL_PARTY_CONSENT_STATES], source: CONSENT_SOURCE },
      prices: { ...TWILIO_PRICES },
    };
  }

  return {
    tracking,

    async saveKey(actor: Actor, key: TwilioKey): Promise<CallTracking> {
      requireManager(actor);
      await keys.save(actor, packKey(key));
      return tracking(actor);
    },

    async removeKey(actor: Actor) {
      requireManager(actor);
      const numbers = await repo.teamNumbers(db, actor.teamId);
      if (numbers.length > 0) {
        throw new ConflictError(
          `${numbers.length} site${numbers.length === 1 ? ' has a tracking number' : 's have tracking numbers'}: release or unassign them first, or their calls could not be checked and answered`,
          'numbers_assigned',
        );
      }
      if (!(await keys.remove(actor))) throw new NotFoundError('Twilio key');
    },

    /** The Twilio account's numbers, with the team's site each one is assigned to. */
    async accountNumbers(actor: Actor): Promise<AccountNumber[]> {
      const key = await requireKey(actor.teamId);
      const [{ numbers }, assigned] = await Promise.all([
        metered(actor, key, 'numbers:list', (c) => c.list().then((r) => ({ ...r, costUsd: 0 }))),
        repo.teamNumbers(db, actor.teamId),
      ]);
      const bySid = new Map(assigned.map((n) => [n.twilioSid, n.siteId]));
      return numbers.map((n) => ({
        sid: n.sid,
        phoneNumber: n.phoneNumber,
        display: formatUsPhone(n.phoneNumber) ?? n.phoneNumber,
        friendlyName: n.friendlyName,
        siteId: bySid.get(n.sid) ?? null,
      }));
    },

    /** Local numbers for sale near the site: its phone's area code, else its state. */
    async available(actor: Actor, q: { siteId: string; areaCode?: string }) {
      const s = await site(actor, q.siteId);
      const key = await requireKey(actor.teamId);
      const own = typeof s.business.phone === 'string' ? s.business.phone : (s.defaultPhone ?? '');
      const areaCode = q.areaCode ?? usPhoneDigits(own)?.slice(0, 3);
      const state = locationOf(s)?.state;
      if (!areaCode && !state) {
        throw new ValidationError(
          'areaCode: the site has no phone or state to search near; give an area code',
        );
      }
      const by = areaCode ? { areaCode } : { region: state };
      const { numbers } = await metered(actor, key, `numbers:search:${areaCode ?? state}`, (c) =>
        c.searchLocal(by).then((r) => ({ ...r, costUsd: 0 })),
      );
      return {
        searchedBy: areaCode ? `area code ${areaCode}` : `state ${state}`,
        numbers: numbers.map(
          (n): AvailableNumber => ({
            phoneNumber: n.phoneNumber,
            display: formatUsPhone(n.phoneNumber) ?? n.phoneNumber,
            locality: n.locality,
            region: n.region,
          }),
        ),
      };
    },

    /** Buys a number for the site or assigns one the account has; both point its calls at the app. */
    async setNumber(actor: Actor, siteId: string, input: { phoneNumber: string; mode: 'buy' | 'assign' }) {
      requireManager(actor);
      const s = await site(actor, siteId);
      if (await repo.siteNumber(db, actor.teamId, siteId)) {
        throw new ConflictError('This site already has a tracking number: release it first', 'has_number');
      }
      if (await repo.holderOf(db, input.phoneNumber)) {
        throw new ConflictError('This number is already the tracking number of a site', 'number_taken');
      }
      const key = await requireKey(actor.teamId);
      let sid: string;
      if (input.mode === 'buy') {
        const bought = await metered(
          actor,
          key,
          `numbers:buy:${input.phoneNumber}`,
          (c) =>
            c.buy(input.phoneNumber, hooks, `${s.name} (tracking)`).then((r) => ({
              ...r,
              costUsd: TWILIO_PRICES.numberPerMonth,
            })),
          siteId,
        );
        sid = bought.number.sid;
      } else {
        const { numbers } = await metered(actor, key, 'numbers:list', (c) =>
          c.list().then((r) => ({ ...r, costUsd: 0 })),
        );
        const found = numbers.find((n) => n.phoneNumber === input.phoneNumber);
        if (!found) {
          throw new ValidationError(
            'phoneNumber: not a number of this Twilio account',
            undefined,
            'not_in_account',
          );
        }
        await metered(
          actor,
          key,
          `numbers:point:${input.phoneNumber}`,
          (c) => c.point(found.sid, hooks).then((r) => ({ ...r, costUsd: 0 })),
          siteId,
        );
        sid = found.sid;
      }
      const row = await repo.insertNumber(db, {
        teamId: actor.teamId,
        siteId,
        phoneNumber: input.phoneNumber,
        twilioSid: sid,
        bought: input.mode === 'buy',
      });
      if (!row) {
        log.warn({ siteId, sid }, 'tracking number stored by a concurrent request; this one is not kept');
        throw new ConflictError('This site or number got a tracking number meanwhile: reload', 'has_number');
      }
      log.info({ teamId: actor.teamId, siteId, mode: input.mode }, 'tracking number set');
      return presentNumber(row, s);
    },

    /** Unassigns the site's number; `release` (default: when the app bought it) gives it back to Twilio. */
    async removeNumber(actor: Actor, siteId: string, release?: boolean) {
      requireManager(actor);
      await site(actor, siteId);
      const n = await repo.siteNumber(db, actor.teamId, siteId);
      if (!n) throw new NotFoundError('Tracking number');
      if (release ?? n.bought) {
        const key = await requireKey(actor.teamId);
        await metered(
          actor,
          key,
          `numbers:release:${n.phoneNumber}`,
          (c) => c.release(n.twilioSid).then((r) => ({ ...r, costUsd: 0 })),
          siteId,
        );
      }
      await repo.deleteNumber(db, actor.teamId, siteId);
    },

    async setRecording(actor: Actor, siteId: string, recording: boolean): Promise<TrackingNumber> {
      requireManager(actor);
      const s = await site(actor, siteId);
      const row = await repo.setRecording(db, actor.teamId, siteId, recording);
      if (!row) throw new NotFoundError('Tracking number');
      return presentNumber(row, s);
    },

    /** The site screen: its number, consent rule, recent calls, and call-button taps. */
    async siteCalls(actor: Actor, siteId: string): Promise<SiteCalls> {
      const s = await site(actor, siteId);
      const [n, savedAt, rows, clicks] = await Promise.all([
        repo.siteNumber(db, actor.teamId, siteId),
        keys.savedAt(actor.teamId),
        repo.siteCalls(db, actor.teamId, siteId, RECENT_CALLS),
        repo.callClicks(db, actor.teamId, siteId, new Date(Date.now() - 30 * DAY_MS)),
      ]);
      const state = locationOf(s)?.state ?? null;
      return {
        configured: savedAt !== null,
        trackingNumber: n ? presentNumber(n, s) : null,
        state,
        allPartyConsent: allPartyConsent(state),
        callMinSeconds: s.callMinSeconds ?? 60,
        calls: rows.map(presentCall),
        callClicks30d: clicks,
      };
    },
  };
}

import { formatUsPhone, usPhoneE164 } from '@sdp/shared';
import type { ServiceDeps } from '../../lib/deps';
import { ForbiddenError } from '../../lib/errors';
import type { LeadsApi } from '../leads/index';
import type { Meter } from '../metering/index';
import type { ProviderService } from '../providers/index';
import { locationOf } from '../sites/index';
import { callStatus } from './call-view';
import * as repo from './calls.repository';
import { allPartyConsent } from './consent';
import { unpackKey } from './twilio-client';
import { callCost, TWILIO_PROVIDER_ID } from './twilio-prices';
import { twilioSignatureValid } from './twilio-signature';
import { dialTwiml, hangupTwiml, unavailableTwiml } from './twiml';

// Twilio's webhooks (docs/calls.md#webhooks): the voice webhook forwards a call to the renter, the
// Dial action and the status callback report how it went. Every request is checked against
// X-Twilio-Signature with the Auth Token of the team that owns the number (403 otherwise), and is
// idempotent by CallSid: a repeated webhook changes nothing and makes no second lead.

const CALL_SID = /^CA[0-9a-f]{32}$/;
const BAD_SIGNATURE = 'The X-Twilio-Signature of this request is missing or wrong';
/** A call's qualifying length when the site has no active renter. */
export const DEFAULT_CALL_MIN_SECONDS = 60;
const FINAL = new Set(['completed', 'answered', 'busy', 'no-answer', 'failed', 'canceled']);

export interface WebhookRequest {
  /** The full URL Twilio requested (PUBLIC_URL + path and query). */
  url: string;
  params: Record<string, string>;
  signature: string | undefined;
}

export interface WebhookOptions {
  meter: Meter;
  leads: Pick<LeadsApi, 'createServerLead'>;
  keys: ReturnType<ProviderService['keyStore']>;
}

const seconds = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 86_400) : 0;
};

export type CallWebhooks = ReturnType<typeof createCallWebhooks>;

export function createCallWebhooks({ db, config, log }: ServiceDeps, options: WebhookOptions) {
  const { meter, leads, keys } = options;
  const actionUrl = `${config.PUBLIC_URL}/api/calls/twilio/dial`;

  /** 403 unless the request is signed with the team's Auth Token and names the team's account. */
  async function verify(teamId: string, req: WebhookRequest) {
    const stored = await keys.open(teamId).catch(() => null);
    const key = stored ? unpackKey(stored) : null;
    if (!key || req.params.AccountSid !== key.accountSid) throw new ForbiddenError(BAD_SIGNATURE);
    if (!twilioSignatureValid(req.url, req.params, key.authToken, req.signature)) {
      throw new ForbiddenError(BAD_SIGNATURE);
    }
  }

  function callSid(req: WebhookRequest): string {
    const sid = req.params.CallSid ?? '';
    if (!CALL_SID.test(sid)) throw new ForbiddenError(BAD_SIGNATURE);
    return sid;
  }

  /** The call of a Dial action or status callback, after checking its signature; null if unknown. */
  async function knownCall(req: WebhookRequest) {
    const sid = callSid(req);
    const call = await repo.callBySid(db, sid);
    if (call) {
      await verify(call.teamId, req);
      return call;
    }
    const n = await repo.numberByPhone(db, req.params.To ?? '');
    if (!n) throw new ForbiddenError(BAD_SIGNATURE);
    await verify(n.teamId, req);
    return null;
  }

  /** Makes the call a lead when it was forwarded, answered and lasted the renter's callMinSeconds. */
  async function qualify(call: repo.CallRow) {
    if (call.leadId || !call.toNumber || !['completed', 'answered'].includes(call.status)) return;
    const site = await repo.findSite(db, call.teamId, call.siteId);
    const min = site?.callMinSeconds ?? DEFAULT_CALL_MIN_SECONDS;
    if (!site || call.durationSeconds < min) return;
    const lead = await leads.createServerLead({
      siteId: call.siteId,
      kind: 'call',
      page: call.trackingNumber,
      name: formatUsPhone(call.fromNumber) ?? (call.fromNumber || 'Unknown caller'),
      phone: usPhoneE164(call.fromNumber) ? call.fromNumber : null,
      key: call.callSid,
    });
    if (lead) await repo.setLead(db, call.id, lead.id);
  }

  return {
    /** A call to a tracking number: TwiML that forwards it (renter, else the site's phone). */
    async voice(req: WebhookRequest): Promise<string> {
      const sid = callSid(req);
      const n = await repo.numberByPhone(db, req.params.To ?? '');
      if (!n) throw new ForbiddenError(BAD_SIGNATURE);
      await verify(n.teamId, req);
      const site = await repo.findSite(db, n.teamId, n.siteId);
      const own = typeof site?.business.phone === 'string' ? site.business.phone : site?.defaultPhone;
      const candidates = [site?.renterPhone, own].map((p) => (p ? usPhoneE164(p) : null));
      const to = candidates.find((p) => p && p !== n.phoneNumber) ?? null;
      const record = !!to && n.recording;
      await repo.insertCall(db, {
        teamId: n.teamId,
        siteId: n.siteId,
        trackingNumber: n.phoneNumber,
        callSid: sid,
        fromNumber: (req.params.From ?? '').slice(0, 40),
        toNumber: to,
        status: callStatus(req.params.CallStatus),
        recorded: record,
      });
      if (!to) return unavailableTwiml();
      const state = site ? (locationOf(site)?.state ?? null) : null;
      return dialTwiml({ to, actionUrl, record, notice: record && allPartyConsent(state) });
    },

    /** The forwarded leg ended: its status, talk time and recording. */
    async dial(req: WebhookRequest): Promise<string> {
      const call = await knownCall(req);
      if (!call) return hangupTwiml();
      const updated = await repo.updateCall(db, call.id, {
        status: callStatus(req.params.DialCallStatus),
        durationSeconds: seconds(req.params.DialCallDuration),
        ...(call.recorded && req.params.RecordingUrl
          ? { recordingUrl: req.params.RecordingUrl.slice(0, 500) }
          : {}),
      });
      if (updated) await qualify(updated);
      return hangupTwiml();
    },

    /** The call's status callback: the whole call's status and length; its cost is metered once. */
    async status(req: WebhookRequest): Promise<void> {
      const call = await knownCall(req);
      if (!call) return;
      const status = callStatus(req.params.CallStatus);
      const callSeconds = seconds(req.params.CallDuration);
      // The Dial action's status and talk time are the better facts; the callback fills in when none came.
      const dialled = FINAL.has(call.status);
      const updated = dialled
        ? call
        : await repo.updateCall(db, call.id, {
            status,
            durationSeconds: call.toNumber ? Math.max(call.durationSeconds, callSeconds) : callSeconds,
          });
      if (!updated) return;
      await qualify(updated);
      if (FINAL.has(status) && (await repo.markEnded(db, call.id))) {
        const forwardedSeconds = updated.toNumber ? updated.durationSeconds : 0;
        await meter.record({
          teamId: call.teamId,
          userId: null,
          providerId: TWILIO_PROVIDER_ID,
          siteId: call.siteId,
          operation: `call:${call.callSid} (${callSeconds} s, ${forwardedSeconds} s forwarded; list-price estimate)`,
          success: true,
          status: null,
          costUsd: callCost({ callSeconds, forwardedSeconds, recorded: updated.recorded }),
          durationMs: 0,
        });
        log.info({ teamId: call.teamId, callSid: call.callSid }, 'tracked call ended');
      }
    },
  };
}

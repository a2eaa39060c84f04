import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, callRows, placeSite, saveTwilioKey, setNumber } from './calls-fixtures';
import { call, createTestApp, outbox, sqlRows, type TestApp } from './helpers';
import {
  confirmByLink,
  createRenter,
  insertSite,
  leadRows,
  type Owner,
  owner,
  PUBLIC,
  until,
} from './leads-fixtures';
import { newCallSid, sendTwilioWebhook, startTwilioStandin, type TwilioStandin } from './twilio-standin';

// Twilio's webhooks (docs/calls.md#webhooks), signed with the real algorithm: the voice TwiML, the
// Dial action and status callback, a qualified call becoming a lead worth the renter's pricePerCall
// and delivered like a form lead, short calls stored as calls only, duplicates, bad signatures and
// another team's numbers.

let t: TestApp;
let twilio: TwilioStandin;
let me: Owner;

beforeAll(async () => {
  twilio = await startTwilioStandin();
  t = await createTestApp({ TWILIO_API_BASE: twilio.url });
  me = await owner(t.app);
  await saveTwilioKey(t.app, me, twilio);
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

type Hook = '/api/calls/twilio/voice' | '/api/calls/twilio/dial' | '/api/calls/twilio/status';
const send = (path: Hook, params: Record<string, string>, token = twilio.authToken, signature?: string) =>
  sendTwilioWebhook(t.app, { publicUrl: PUBLIC, path, params, authToken: token, signature });

let numberSeq = 20;
/** A live site in `city` with a bought tracking number and (optionally) a renter with a phone. */
async function trackedSite(
  opts: { city?: [string, string]; renter?: Record<string, unknown>; recording?: boolean } = {},
) {
  const renter = opts.renter ? await createRenter(t.app, me, opts.renter) : null;
  const site = await insertSite(t.app, me, { withVersion: true, renterId: renter?.id ?? null });
  const [city, state] = opts.city ?? ['Austin', 'TX'];
  await placeSite(t.app, site.id, city, state);
  const number = `+1512555${String(1000 + numberSeq++)}`;
  const res = await setNumber(t.app, me, site.id, number, 'buy');
  if (res.status !== 200) throw new Error(`number: ${res.status} ${JSON.stringify(res.body)}`);
  if (opts.recording) {
    await call(t.app, {
      method: 'PATCH',
      url: `/api/calls/sites/${site.id}`,
      payload: { recording: true },
      headers: as(me),
    });
  }
  return { site, number, renter };
}

const callParams = (to: string, sid = newCallSid(), from = '+15125550188') => ({
  AccountSid: twilio.accountSid,
  CallSid: sid,
  From: from,
  To: to,
  CallStatus: 'ringing',
  Direction: 'inbound',
  ApiVersion: '2010-04-01',
});

/** A whole call: voice, then the Dial action after `talk` seconds, then the status callback. */
async function wholeCall(number: string, talk: number, sid = newCallSid()) {
  const params = callParams(number, sid);
  const voice = await send('/api/calls/twilio/voice', params);
  const dial = await send('/api/calls/twilio/dial', {
    ...params,
    CallStatus: 'in-progress',
    DialCallSid: newCallSid(),
    DialCallStatus: 'completed',
    DialCallDuration: String(talk),
    RecordingUrl: 'https://api.twilio.com/2010-04-01/Accounts/AC/Recordings/RE123',
  });
  const status = await send('/api/calls/twilio/status', {
    ...params,
    CallStatus: 'completed',
    CallDuration: String(talk + 6),
  });
  return { sid, voice, dial, status };
}

describe('the voice webhook', () => {
  it("forwards the call to the renter's phone, without recording unless switched on", async () => {
    const { number } = await trackedSite({
      renter: {
        name: 'Ace',
        webhookUrl: 'https://example.com/hook',
        phone: '(512) 555-0199',
        pricePerCall: 55,
      },
    });
    const res = await send('/api/calls/twilio/voice', callParams(number));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/xml/);
    expect(res.body).toContain('<Dial action="http://localhost:3000/api/calls/twilio/dial" method="POST"');
    expect(res.body).toContain('<Number>+15125550199</Number>');
    expect(res.body).not.toContain('record=');
    expect(res.body).not.toContain('This call may be recorded');
  });

  it("falls back to the site's own phone, else says the business can't take the call", async () => {
    const { site, number } = await trackedSite();
    const none = await send('/api/calls/twilio/voice', callParams(number));
    expect(none.body).toContain('<Say>Sorry, this business can&apos;t take your call right now.');
    expect(none.body).toContain('<Hangup/>');
    expect(none.body).not.toContain('<Dial');
    await sqlRows(
      t.app,
      `update sites set business = '{"name":"X","phone":"512.555.0142"}'::jsonb where id = '${site.id}'`,
    );
    const own = await send('/api/calls/twilio/voice', callParams(number));
    expect(own.body).toContain('<Number>+15125550142</Number>');
  });

  it('records and plays the notice in an all-party-consent state; records without it elsewhere', async () => {
    const renter = { name: 'Rec', webhookUrl: 'https://example.com/hook', phone: '4155550123' };
    const ca = await trackedSite({ city: ['Los Angeles', 'CA'], renter, recording: true });
    const inCa = await send('/api/calls/twilio/voice', callParams(ca.number));
    expect(inCa.body).toContain('<Say>This call may be recorded.</Say><Dial');
    expect(inCa.body).toContain('record="record-from-answer"');
    const tx = await trackedSite({ renter, recording: true });
    const inTx = await send('/api/calls/twilio/voice', callParams(tx.number));
    expect(inTx.body).toContain('record="record-from-answer"');
    expect(inTx.body).not.toContain('This call may be recorded');
  });

  it('answers 403 to a wrong or missing signature, another account, or an unknown number, and stores nothing', async () => {
    const { site, number } = await trackedSite();
    const params = callParams(number);
    expect((await send('/api/calls/twilio/voice', params, 'f'.repeat(32))).statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/calls/twilio/voice',
      payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/X-Twilio-Signature/),
    });
    const tampered = await send('/api/calls/twilio/voice', params, twilio.authToken);
    expect(tampered.statusCode).toBe(200);
    const changed = await send(
      '/api/calls/twilio/voice',
      { ...params, From: '+15125550000' },
      undefined,
      'bm9wZQ==',
    );
    expect(changed.statusCode).toBe(403);
    const otherAccount = { ...callParams(number), AccountSid: `AC${'0'.repeat(32)}` };
    expect((await send('/api/calls/twilio/voice', otherAccount)).statusCode).toBe(403);
    expect((await send('/api/calls/twilio/voice', callParams('+15125559999'))).statusCode).toBe(403);
    expect((await callRows(t.app, site.id)).length).toBe(1);
  });
});

describe('calls and leads', () => {
  it('a call lasting callMinSeconds is a lead worth pricePerCall, delivered like a form lead', async () => {
    const email = `calls-${Date.now()}@example.com`;
    const { site, number, renter } = await trackedSite({
      renter: {
        name: 'Pay',
        email,
        phone: '512-555-0177',
        pricePerLead: 30,
        pricePerCall: 65,
        callMinSeconds: 45,
      },
    });
    await confirmByLink(t.app, email);
    const { sid, dial, status } = await wholeCall(number, 50);
    expect(dial.statusCode).toBe(200);
    expect(dial.body).toContain('<Hangup/>');
    expect(status.statusCode).toBe(204);

    const [lead] = await leadRows(t.app, site.id);
    expect(lead).toMatchObject({ kind: 'call', name: '(512) 555-0188', phone: '+15125550188', page: number });
    expect(Number(lead.value)).toBe(65);
    expect(lead.renter_id).toBe(renter!.id);
    const [row] = await callRows(t.app, site.id);
    expect(row).toMatchObject({ call_sid: sid, status: 'completed', duration_seconds: 50, lead_id: lead.id });
    expect(row.recording_url).toBeNull(); // recording was off
    await until(async () =>
      (await outbox(t.app, email)).some((m: { subject: string }) => /\(512\) 555-0188/.test(m.subject)),
    );

    const view = await call(t.app, { method: 'GET', url: `/api/calls/sites/${site.id}`, headers: as(me) });
    expect(view.body.data.calls[0]).toMatchObject({
      qualified: true,
      leadId: lead.id,
      durationSeconds: 50,
      from: '(512) 555-0188',
    });
    expect(view.body.data.callMinSeconds).toBe(45);

    const cost = await sqlRows(
      t.app,
      `select cost_usd::float8 as cost, site_id from provider_calls where team_id = '${me.teamId}' and operation like 'call:${sid}%'`,
    );
    // 56 s in (1 minute at $0.0085) + 50 s forwarded (1 minute at $0.014)
    expect(cost).toEqual([{ cost: 0.0225, site_id: site.id }]);
  });

  it('a shorter call is stored as a call, not a lead', async () => {
    const { site, number } = await trackedSite({
      renter: {
        name: 'Short',
        webhookUrl: 'https://example.com/hook',
        phone: '512-555-0166',
        pricePerCall: 40,
      },
    });
    await wholeCall(number, 59);
    expect(await leadRows(t.app, site.id)).toEqual([]);
    const [row] = await callRows(t.app, site.id);
    expect(row).toMatchObject({ duration_seconds: 59, lead_id: null, status: 'completed' });
  });

  it('repeated webhooks make one call, one lead and one cost row', async () => {
    const { site, number } = await trackedSite({
      renter: {
        name: 'Dup',
        webhookUrl: 'https://example.com/hook',
        phone: '512-555-0155',
        pricePerCall: 25,
      },
      recording: true,
    });
    const sid = newCallSid();
    await wholeCall(number, 120, sid);
    await wholeCall(number, 120, sid);
    await wholeCall(number, 120, sid);
    expect((await leadRows(t.app, site.id)).length).toBe(1);
    const rows = await callRows(t.app, site.id);
    expect(rows.length).toBe(1);
    expect(rows[0].recording_url).toMatch(/Recordings\/RE123$/);
    const [n] = await sqlRows(
      t.app,
      `select count(*)::int as n from provider_calls where operation like 'call:${sid}%'`,
    );
    expect(n.n).toBe(1);
  });

  it('a call the renter did not answer is no lead', async () => {
    const { site, number } = await trackedSite({
      renter: {
        name: 'Busy',
        webhookUrl: 'https://example.com/hook',
        phone: '512-555-0144',
        pricePerCall: 25,
      },
    });
    const params = callParams(number);
    await send('/api/calls/twilio/voice', params);
    await send('/api/calls/twilio/dial', { ...params, DialCallStatus: 'no-answer', DialCallDuration: '0' });
    await send('/api/calls/twilio/status', { ...params, CallStatus: 'completed', CallDuration: '90' });
    expect(await leadRows(t.app, site.id)).toEqual([]);
    expect((await callRows(t.app, site.id))[0]).toMatchObject({ status: 'no-answer', lead_id: null });
  });

  it("another team's key cannot sign this team's calls, and another team cannot read them", async () => {
    const { site, number } = await trackedSite();
    const other = await owner(t.app);
    const theirs = await startTwilioStandin();
    try {
      await saveTwilioKey(t.app, other, theirs);
      const forged = { ...callParams(number), AccountSid: theirs.accountSid };
      expect((await send('/api/calls/twilio/voice', forged, theirs.authToken)).statusCode).toBe(403);
      for (const url of [`/api/calls/sites/${site.id}`, `/api/calls/available-numbers?siteId=${site.id}`]) {
        expect((await call(t.app, { method: 'GET', url, headers: as(other) })).status).toBe(404);
      }
      const stolen = await setNumber(t.app, other, site.id, '+15125550133', 'buy');
      expect(stolen.status).toBe(404);
      const mine = await call(t.app, { method: 'GET', url: '/api/calls/tracking', headers: as(other) });
      expect(JSON.stringify(mine.body)).not.toContain(number);
    } finally {
      await theirs.close();
    }
  });

  it('hostile webhook bodies answer 403, never 500', async () => {
    const { number } = await trackedSite();
    const bodies = [
      `CallSid=%00%00&To=${encodeURIComponent(number)}`,
      `CallSid=${'A'.repeat(5000)}`,
      'To[]=1&To[]=2',
      '',
      '%%%',
    ];
    for (const payload of bodies) {
      for (const path of ['/api/calls/twilio/voice', '/api/calls/twilio/dial', '/api/calls/twilio/status']) {
        const res = await t.app.inject({
          method: 'POST',
          url: path,
          payload,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
        });
        expect(res.statusCode, `${path} ${payload.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/calls/twilio/voice',
      payload: { To: number },
    });
    expect(json.statusCode).toBe(403);
  });
});

import type { FastifyInstance } from 'fastify';
import { call, sqlRows } from './helpers';
import type { Owner } from './leads-fixtures';
import { placeId } from './sites-fixtures';
import type { TwilioStandin } from './twilio-standin';

// Shared steps of the call-tracking tests (docs/calls.md).

export const as = (o: Owner) => ({ authorization: `Bearer ${o.token}` });

export async function saveTwilioKey(app: FastifyInstance, o: Owner, twilio: TwilioStandin) {
  const res = await call(app, {
    method: 'PUT',
    url: '/api/calls/key',
    payload: { accountSid: twilio.accountSid, authToken: twilio.authToken },
    headers: as(o),
  });
  if (res.status !== 200) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Puts the site in a city (its state decides the recording notice). */
export async function placeSite(app: FastifyInstance, siteId: string, city: string, state: string) {
  await sqlRows(
    app,
    `update sites set opportunity_id = 'roofing~${placeId(city, state)}' where id = '${siteId}'`,
  );
}

export async function setNumber(
  app: FastifyInstance,
  o: Owner,
  siteId: string,
  phoneNumber: string,
  mode: 'buy' | 'assign',
) {
  return call(app, {
    method: 'PUT',
    url: `/api/calls/sites/${siteId}/number`,
    payload: { phoneNumber, mode },
    headers: as(o),
  });
}

export const callRows = (app: FastifyInstance, siteId: string) =>
  sqlRows(app, `select * from calls where site_id = '${siteId}' order by created_at`);

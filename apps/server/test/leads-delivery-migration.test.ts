import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sqlRows, type TestApp } from './helpers';
import { createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// Migration 0014_lead_delivery_states (docs/sites-api.md "Delivery", "Older rows"): rows written
// when every delivery that went out was 'delivered' are mapped to the states that say where they
// went. The rows are written as the old code left them, then the migration's SQL is run on them.

const MIGRATION = new URL('../src/db/migrations/0014_lead_delivery_states.sql', import.meta.url);

let t: TestApp;
let me: Owner;
beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
});
afterAll(async () => t?.close());

describe('0014_lead_delivery_states', () => {
  it('maps old delivered rows to sent, queued or failed, pending retries to retrying, and unreached leads to new', async () => {
    const r = await createRenter(t.app, me, {
      name: 'Old Renter',
      email: 'old@renter.example',
      webhookUrl: 'https://hook.example/x',
    });
    const site = await insertSite(t.app, me, { renterId: r.id });
    const lead = async (name: string, status: string, demo = false) =>
      (
        await sqlRows(
          t.app,
          `insert into leads (team_id, site_id, renter_id, page, name, status, value, demo)
           values ('${me.teamId}', '${site.id}', '${r.id}', '/', '${name}', '${status}', 10, ${demo}) returning id`,
        )
      )[0].id as string;
    const delivery = (leadId: string, channel: string, status: string, extra = '') =>
      sqlRows(
        t.app,
        `insert into lead_deliveries (team_id, lead_id, renter_id, channel, status, attempts, last_error, next_attempt_at, delivered_at)
         values ('${me.teamId}', '${leadId}', '${r.id}', '${channel}', '${status}', 1, ${extra || 'null'},
           ${status === 'pending' ? "now() + interval '1 minute'" : 'now()'}, ${status === 'delivered' ? 'now()' : 'null'})`,
      );
    const mail = (leadId: string, outcome: 'sent' | 'error' | 'none') =>
      sqlRows(
        t.app,
        `insert into mail_outbox (id, "to", subject, text, sent_at, error)
         values (gen_random_uuid(), 'old@renter.example', 'New lead', 'You have a new lead.\nLead id: ${leadId}\n',
           ${outcome === 'sent' ? 'now()' : 'null'}, ${outcome === 'error' ? "'550 mailbox unavailable'" : 'null'})`,
      );

    const hooked = await lead('Hooked', 'accepted');
    await delivery(hooked, 'webhook', 'delivered');
    await delivery(hooked, 'email', 'delivered');
    await mail(hooked, 'none');
    const mailed = await lead('Mailed', 'delivered');
    await delivery(mailed, 'email', 'delivered');
    await mail(mailed, 'sent');
    const outboxOnly = await lead('Outbox only', 'delivered');
    await delivery(outboxOnly, 'email', 'delivered');
    await mail(outboxOnly, 'none');
    const refused = await lead('Refused', 'delivered');
    await delivery(refused, 'email', 'delivered');
    await mail(refused, 'error');
    const retrying = await lead('Retrying', 'new');
    await delivery(retrying, 'webhook', 'pending', "'webhook answered HTTP 502'");
    const demo = await lead('Demo', 'delivered', true);
    await delivery(demo, 'email', 'delivered');

    for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await sqlRows(t.app, statement);

    const deliveries = await sqlRows(
      t.app,
      `select l.name, d.channel, d.status, d.last_error, d.next_attempt_at from lead_deliveries d join leads l on l.id = d.lead_id
       where l.team_id = '${me.teamId}' order by l.name, d.channel`,
    );
    expect(deliveries.map((d) => [d.name, d.channel, d.status, d.last_error])).toEqual([
      ['Demo', 'email', 'queued', null],
      ['Hooked', 'email', 'queued', null],
      ['Hooked', 'webhook', 'sent', null],
      ['Mailed', 'email', 'sent', null],
      ['Outbox only', 'email', 'queued', null],
      ['Refused', 'email', 'failed', 'mail server: 550 mailbox unavailable'],
      ['Retrying', 'webhook', 'retrying', 'webhook answered HTTP 502'],
    ]);
    expect(deliveries.find((d) => d.name === 'Retrying').next_attempt_at).not.toBeNull();
    expect(deliveries.filter((d) => d.name !== 'Retrying').every((d) => d.next_attempt_at === null)).toBe(
      true,
    );

    const leads = await sqlRows(
      t.app,
      `select name, status from leads where team_id = '${me.teamId}' order by name`,
    );
    expect(Object.fromEntries(leads.map((l) => [l.name, l.status]))).toEqual({
      Demo: 'delivered',
      Hooked: 'accepted',
      Mailed: 'delivered',
      'Outbox only': 'new',
      Refused: 'new',
      Retrying: 'new',
    });
  });
});

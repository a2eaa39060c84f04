import { describe, expect, it } from 'vitest';
import { EMPTY_RENTER_FORM, parseRenterForm } from './renter-form';

describe('parseRenterForm', () => {
  it('builds the request from the form', () => {
    const r = parseRenterForm({
      ...EMPTY_RENTER_FORM,
      name: ' Acme Roofing ',
      email: 'leads@acme.test',
      pricePerLead: '$1,250.50',
      monthlyRent: '',
    });
    expect(r).toEqual({
      ok: true,
      input: {
        name: ' Acme Roofing ',
        email: 'leads@acme.test',
        webhookUrl: null,
        phone: null,
        pricePerLead: 1250.5,
        pricePerCall: 0,
        callMinSeconds: 60,
        monthlyRent: 0,
        autoAccept: true,
      },
    });
  });

  it('names the fields that are wrong', () => {
    const r = parseRenterForm({
      ...EMPTY_RENTER_FORM,
      email: 'nope',
      pricePerLead: 'abc',
      webhookUrl: 'ftp://x',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      name: 'Enter a name',
      email: 'Enter a valid e-mail address',
      webhookUrl: 'Enter an http(s) URL',
      pricePerLead: 'Enter an amount from 0 to 100,000',
    });
  });

  it('reads the call terms: phone, price per call, qualifying seconds', () => {
    const ok = parseRenterForm({
      ...EMPTY_RENTER_FORM,
      name: 'Acme',
      email: 'a@acme.test',
      phone: '(512) 555-0142',
      pricePerCall: '$75',
      callMinSeconds: '90',
    });
    expect(ok).toMatchObject({
      ok: true,
      input: { phone: '(512) 555-0142', pricePerCall: 75, callMinSeconds: 90 },
    });
    const bad = parseRenterForm({
      ...EMPTY_RENTER_FORM,
      name: 'Acme',
      email: 'a@acme.test',
      phone: '555-0142',
      pricePerCall: 'x',
      callMinSeconds: '1.5',
    });
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        phone: 'Enter a US phone number with 10 digits, like (307) 555-0142',
        pricePerCall: 'Enter an amount from 0 to 100,000',
        callMinSeconds: 'Enter whole seconds from 0 to 3,600',
      },
    });
  });

  it('needs an e-mail or a webhook', () => {
    const r = parseRenterForm({ ...EMPTY_RENTER_FORM, name: 'Acme' });
    expect(r).toEqual({ ok: false, errors: { form: 'Give an e-mail or a webhook URL to deliver leads to' } });
  });
});

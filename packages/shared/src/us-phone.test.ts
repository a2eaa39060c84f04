import { describe, expect, it } from 'vitest';
import { formatUsPhone, isUsPhone, usPhoneE164 } from './us-phone';

describe('US phone numbers', () => {
  it.each([
    '3075550142',
    '(307) 555-0142',
    '307-555-0142',
    '307.555.0142',
    '307 555 0142',
    '+1 307 555 0142',
    '+1 (307) 555-0142',
    '1-307-555-0142',
    '13075550142',
    '  307/555/0142  ',
  ])('reads %s as (307) 555-0142', (raw) => {
    expect(isUsPhone(raw)).toBe(true);
    expect(formatUsPhone(raw)).toBe('(307) 555-0142');
    expect(usPhoneE164(raw)).toBe('+13075550142');
  });

  it.each([
    '',
    '555-0142',
    '30755501421',
    '23075550142',
    '+2 307 555 0142',
    '+44 20 7946 0958',
    '307 555 0142 ext. 4',
    '1-800-FLOWERS',
    '(107) 555-0142',
    '(307) 155-0142',
    '307+5550142',
    '1'.repeat(41),
  ])('refuses %s', (raw) => {
    expect(isUsPhone(raw)).toBe(false);
    expect(formatUsPhone(raw)).toBeNull();
    expect(usPhoneE164(raw)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { signTwilio, twilioSignatureValid } from './twilio-signature';

// The example of Twilio's request-validation docs and of its helper libraries' tests.
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};

describe('X-Twilio-Signature', () => {
  it("matches Twilio's published example", () => {
    expect(signTwilio(URL, PARAMS, '12345')).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(twilioSignatureValid(URL, PARAMS, '12345', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
  });

  it('fails for another token, URL, parameter value, or a missing signature', () => {
    const good = signTwilio(URL, PARAMS, '12345');
    expect(twilioSignatureValid(URL, PARAMS, '12346', good)).toBe(false);
    expect(twilioSignatureValid(`${URL}&x=1`, PARAMS, '12345', good)).toBe(false);
    expect(twilioSignatureValid(URL, { ...PARAMS, Digits: '1235' }, '12345', good)).toBe(false);
    expect(twilioSignatureValid(URL, PARAMS, '12345', undefined)).toBe(false);
    expect(twilioSignatureValid(URL, PARAMS, '12345', 'short')).toBe(false);
  });
});

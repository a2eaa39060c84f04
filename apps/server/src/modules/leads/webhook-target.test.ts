import { describe, expect, it } from 'vitest';
import { assertPublicWebhook, isPrivateAddress } from './webhook-target';

describe('webhook targets', () => {
  it('flags loopback, private, link-local, metadata and unique-local addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
  });
  it('lets public addresses through', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
  });
  it('refuses a URL whose host is or resolves to a private address, naming it', async () => {
    await expect(assertPublicWebhook('http://127.0.0.1:8080/hook')).rejects.toThrow(
      /private or local address/,
    );
    await expect(assertPublicWebhook('http://[::1]/hook')).rejects.toThrow(/::1/);
    await expect(assertPublicWebhook('http://localhost/hook')).rejects.toThrow(/localhost/);
    await expect(assertPublicWebhook('https://93.184.216.34/hook')).resolves.toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { API_KEY_LENGTH, generateApiKey, hashApiKey, matchesHash, prefixOf } from './api-key-secret';

describe('API key secrets', () => {
  it('makes sdp_<8 base62>_<32 bytes base64url> keys whose prefix and hash match', () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toHaveLength(API_KEY_LENGTH);
    expect(key.startsWith(`${prefix}_`)).toBe(true);
    expect(prefix).toMatch(/^sdp_[A-Za-z0-9]{8}$/);
    expect(Buffer.from(key.slice(prefix.length + 1), 'base64url')).toHaveLength(32);
    expect(prefixOf(key)).toBe(prefix);
    expect(hash).toBe(hashApiKey(key));
    expect(matchesHash(key, hash)).toBe(true);
    expect(new Set(Array.from({ length: 50 }, () => generateApiKey().prefix)).size).toBe(50);
  });

  it('refuses malformed keys and other secrets', () => {
    const { key, hash } = generateApiKey();
    expect(prefixOf(`${key}x`)).toBeNull();
    expect(prefixOf(key.slice(0, -1))).toBeNull();
    expect(prefixOf(`sdp_abc!defgh${key.slice(12)}`)).toBeNull();
    expect(prefixOf(`xdp_${key.slice(4)}`)).toBeNull();
    expect(prefixOf(`${key.slice(0, 12)}.${key.slice(13)}`)).toBeNull();
    const other = generateApiKey();
    expect(matchesHash(other.key, hash)).toBe(false);
    expect(matchesHash(key, 'abc')).toBe(false);
  });
});

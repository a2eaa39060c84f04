import { describe, expect, it } from 'vitest';
import { displayName, mapTempUser, TEMP_USER_PLACEHOLDER_ID } from './user';

describe('temporary user mapping', () => {
  it('maps googleId, name, picture and always gives the free role', () => {
    expect(
      mapTempUser({
        googleId: 'g-1',
        email: 'ada@example.com',
        name: 'Ada King Lovelace',
        picture: '/a.png',
      }),
    ).toEqual({
      id: 'g-1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      profileImageUrl: '/a.png',
      role: 'free',
    });
  });

  it('uses a placeholder id when googleId is missing, and tolerates a one-word or missing name', () => {
    const u = mapTempUser({ email: 'x@y.z', name: 'Cher' });
    expect(u.id).toBe(TEMP_USER_PLACEHOLDER_ID);
    expect(u.firstName).toBe('Cher');
    expect(u.lastName).toBeNull();
    expect(mapTempUser({}).firstName).toBeNull();
  });
});

describe('navigation name fallback', () => {
  it('uses the name, then the e-mail local part, then "User"', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    );
    expect(displayName({ firstName: null, lastName: null, email: 'grace.hopper@example.com' })).toBe(
      'grace.hopper',
    );
    expect(displayName({ firstName: '', lastName: ' ', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

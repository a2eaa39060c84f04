import { MESSAGES } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { type RegisterValues, validateRegistration } from './register-validation';

const valid: RegisterValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('registration validation', () => {
  it('accepts a complete form without a company', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it('reports required fields first', () => {
    expect(validateRegistration({ ...valid, firstName: ' ', password: 'a', confirmPassword: 'b' })).toBe(
      'First name is required',
    );
    expect(validateRegistration({ ...valid, confirmPassword: '' })).toBe('Please confirm your password');
  });

  it('checks that passwords match before checking their length', () => {
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: 'other' })).toBe(
      MESSAGES.passwordsDoNotMatch,
    );
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: 'short' })).toBe(
      MESSAGES.passwordTooShort,
    );
  });

  it('uses the exact MESSAGES texts', () => {
    expect(MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters long');
  });
});

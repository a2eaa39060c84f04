import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rules';

describe('new password rule', () => {
  it('checks the match before the length', () => {
    expect(newPasswordProblem('short', 'other')).toBe('Passwords do not match');
    expect(newPasswordProblem('short', 'short')).toBe('Password must be at least 8 characters long');
    expect(newPasswordProblem('long enough', 'long enough')).toBeNull();
  });
});

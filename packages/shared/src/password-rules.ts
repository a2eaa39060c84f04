import { PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';

/**
 * A new password and its confirmation must match, checked before the length rule.
 * Returns the first problem, or null. Used by registration, reset and change-password forms.
 */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return MESSAGES.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

import { newPasswordProblem } from '@sdp/shared';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  password: string;
  confirmPassword: string;
}

const REQUIRED: Array<[keyof RegisterValues, string]> = [
  ['firstName', 'First name is required'],
  ['lastName', 'Last name is required'],
  ['email', 'Email is required'],
  ['password', 'Password is required'],
  ['confirmPassword', 'Please confirm your password'],
];

/**
 * Registration (docs/product/web.md#login-and-registration): required fields first, then 'Passwords do not
 * match', then 'Password must be at least 8 characters long'. Returns the first problem, or null.
 */
export function validateRegistration(values: RegisterValues): string | null {
  for (const [field, message] of REQUIRED) if (!values[field].trim()) return message;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) return 'Please enter a valid email address';
  return newPasswordProblem(values.password, values.confirmPassword);
}

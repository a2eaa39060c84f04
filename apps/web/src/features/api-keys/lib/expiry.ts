import type { CreateApiKeyRequest } from '@sdp/shared';

/** The expiry choices of the create dialog: a number of days, or never. */
export const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** The request's expiry fields for a choice. */
export const expiryFields = (choice: ExpiryChoice): Pick<CreateApiKeyRequest, 'expiresInDays'> =>
  choice === 'never' ? {} : { expiresInDays: Number(choice) };

/** Query keys of the signed-in user's account (docs/account.md). */
export const accountKeys = {
  notifications: () => ['account', 'notifications'] as const,
};

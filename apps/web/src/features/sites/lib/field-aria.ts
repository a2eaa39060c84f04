import type { BusinessErrors } from './business-form';

/** aria-invalid and aria-describedby of a field whose FormField shows `errors[key]` (id-error). */
export const fieldAria = (errors: BusinessErrors, key: string, id: string, hint = false) => ({
  'aria-invalid': errors[key] ? true : undefined,
  'aria-describedby': errors[key] ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

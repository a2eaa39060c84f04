// The budget form's inputs checked as the API checks them (docs/strategic.md#api).

export interface BudgetInputs {
  budget: string;
  hourlyRate: string;
}

export type BudgetCheck =
  | { ok: true; budget: number; hourlyRate: number }
  | { ok: false; errors: Partial<Record<keyof BudgetInputs, string>> };

const BOUNDS = { budget: [1, 1_000_000], hourlyRate: [1, 1000] } as const;

export function checkBudgetForm(input: BudgetInputs): BudgetCheck {
  const errors: Partial<Record<keyof BudgetInputs, string>> = {};
  const values = { budget: 0, hourlyRate: 0 };
  for (const field of ['budget', 'hourlyRate'] as const) {
    const raw = input[field].trim();
    const n = Number(raw);
    const [min, max] = BOUNDS[field];
    if (raw === '' || !Number.isFinite(n) || n < min || n > max) {
      errors[field] = `A number of dollars from ${min} to ${max.toLocaleString('en-US')}`;
    } else values[field] = n;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, ...values };
}

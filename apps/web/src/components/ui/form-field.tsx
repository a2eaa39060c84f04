import type { ReactNode } from 'react';
import { Label } from './label';

/** A labelled field with optional hint and error text, wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  labelAside,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  labelAside?: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

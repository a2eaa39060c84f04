import { cva } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export type SpinnerVariant = 'spinner' | 'dots' | 'pulse';
export type SpinnerSize = 'sm' | 'md' | 'lg';

const ring = cva('animate-spin rounded-full border-primary/25 border-t-primary', {
  variants: { size: { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } },
});
const dot = cva('animate-bounce rounded-full bg-primary', {
  variants: { size: { sm: 'size-1.5', md: 'size-2.5', lg: 'size-3.5' } },
});
const pulse = cva('animate-pulse rounded-full bg-primary/70', {
  variants: { size: { sm: 'size-4', md: 'size-8', lg: 'size-12' } },
});

export interface SpinnerProps {
  variant?: SpinnerVariant;
  size?: SpinnerSize;
  /** Visible text under the spinner; also its accessible name. */
  text?: string;
  className?: string;
}

export function Spinner({ variant = 'spinner', size = 'md', text, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-variant={variant}
      className={cn('flex flex-col items-center justify-center gap-3', className)}
    >
      {variant === 'spinner' && <div className={ring({ size })} aria-hidden="true" />}
      {variant === 'dots' && (
        <div className="flex items-center gap-1.5" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span key={delay} className={dot({ size })} style={{ animationDelay: `${delay}ms` }} />
          ))}
        </div>
      )}
      {variant === 'pulse' && <div className={pulse({ size })} aria-hidden="true" />}
      {text ? (
        <p className="text-sm text-muted-foreground">{text}</p>
      ) : (
        <span className="sr-only">Loading</span>
      )}
    </div>
  );
}

/** Full-screen loading state ('Verifying authentication...' or 'Loading...'). */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center p-8">
      <Spinner size="lg" text={text} />
    </div>
  );
}

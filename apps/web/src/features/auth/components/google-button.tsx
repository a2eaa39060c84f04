import { Button } from '@/components/ui/button';
import { useSignInProviders } from '../api/get-sign-in-providers';

/**
 * "Or continue with" and the Google button, shown only when the server has Google sign-in
 * configured (GET /api/auth/providers); nothing while that is unknown or unconfigured.
 */
export function GoogleSignIn({ disabled }: { disabled?: boolean }) {
  const providers = useSignInProviders();
  if (providers.data?.google !== true) return null;
  return (
    <div data-testid="google-sign-in">
      <OrDivider />
      <GoogleButton disabled={disabled} />
    </div>
  );
}

/**
 * Google sign-in is a full browser navigation to /api/login (docs/product/web.md#login-and-registration), so
 * it is a link styled as a button (it also keeps its name apart from the 'Sign In' submit button for
 * assistive technology).
 */
export function GoogleButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button
      asChild
      variant="outline"
      className={disabled ? 'pointer-events-none w-full opacity-50' : 'w-full'}
    >
      <a href="/api/login" aria-disabled={disabled || undefined} tabIndex={disabled ? -1 : undefined}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <path
            fill="#EA4335"
            d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.2.8 3.9 1.5l2.7-2.6C16.9 3.1 14.7 2 12 2 6.5 2 2 6.5 2 12s4.5 10 10 10c5.8 0 9.6-4.1 9.6-9.8 0-.7-.1-1.2-.2-1.7H12z"
          />
        </svg>
        Sign in with Google
      </a>
    </Button>
  );
}

export function OrDivider() {
  return (
    <div className="relative my-6">
      <div className="absolute inset-0 flex items-center" aria-hidden="true">
        <span className="w-full border-t border-border" />
      </div>
      <div className="relative flex justify-center text-xs uppercase">
        <span className="bg-card px-2 text-muted-foreground">Or continue with</span>
      </div>
    </div>
  );
}

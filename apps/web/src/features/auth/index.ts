export { useRequestPasswordReset } from './api/request-password-reset';
export { AuthShell } from './components/auth-shell';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { OAuthCallbackStatus } from './components/oauth-callback-status';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { VerifyEmailStatus } from './components/verify-email-status';

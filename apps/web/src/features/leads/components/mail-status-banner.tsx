import { MAIL_NOT_CONFIGURED_TEXT } from '@sdp/shared';
import { Alert } from '@/components/ui/alert';
import { useMailStatus } from '../api/mail-status';

/**
 * "Mail is not configured: leads are kept here and in the outbox" while the server has no mail
 * server (SMTP_URL): lead e-mails are queued in the outbox, not sent. Nothing otherwise.
 */
export function MailStatusBanner({ className }: { className?: string }) {
  const status = useMailStatus();
  if (status.data?.configured !== false) return null;
  return (
    <Alert variant="info" className={className} data-testid="mail-not-configured">
      <p className="font-medium">{MAIL_NOT_CONFIGURED_TEXT}</p>
      <p className="mt-1 text-xs opacity-80">
        Renters’ lead e-mails wait in the mail outbox until the server is given a mail server (SMTP_URL);
        webhooks are sent as usual.
      </p>
    </Alert>
  );
}

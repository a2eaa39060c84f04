// The mailer is infrastructure (every module may send mail), so it is built before the modules and
// passed to them in ServiceDeps; this index is what other modules may import of it.
export type { OutgoingMail } from './mail.repository';
export { createMailer, type Mailer, type MailOutcome } from './mail.service';
export {
  passwordResetMail,
  teamInvitationMail,
  trialEndedMail,
  trialReminderMail,
  verificationMail,
} from './mail.templates';

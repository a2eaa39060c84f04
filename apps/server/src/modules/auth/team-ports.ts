import type { RequestContext } from '../../lib/deps';

// What the auth module asks of the teams module (required in auth's index.ts as 'invitations' and
// 'teams'), as the narrow interfaces it uses.

/** Joining a team through an invitation link at registration (the teams module's invitations). */
export interface RegistrationInvitations {
  /** Throws a 4xx unless the link is pending and addressed to this e-mail. */
  checkForRegistration(token: string, email: string): Promise<void>;
  /** The new account joins the team and acts for it. */
  acceptAsNewUser(userId: string, email: string, token: string, ctx: RequestContext): Promise<unknown>;
}

/** What account deletion asks of the teams module first. */
export interface AccountTeams {
  /** Hands the teams the user shares (ownership, rows they made) to the other members. */
  prepareAccountDeletion(userId: string): Promise<void>;
}

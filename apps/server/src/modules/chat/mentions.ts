// @mentions in a chat message (docs/chat.md#mentions): `@handle` where the handle is a member's
// email local part, first name, or first and last name run together ("@alice", "@AliceSmith",
// "@alice.smith" for alice.smith@...). Case does not matter; only the team's members match.

export interface MentionableMember {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const MENTION = /(^|[^A-Za-z0-9_.@])@([A-Za-z0-9][A-Za-z0-9._-]{0,63})/g;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Drops trailing `.`, `_` and `-` (a loop: `/[._-]+$/` rescans the run from every start). */
function trimTrailingPunctuation(token: string): string {
  let end = token.length;
  while (end > 0 && '._-'.includes(token[end - 1]!)) end--;
  return token.slice(0, end);
}

/** The handles a member answers to, lower-cased, without separators. */
export function handlesOf(member: MentionableMember): string[] {
  const local = member.email.split('@')[0] ?? '';
  const first = member.firstName?.trim() ?? '';
  const last = member.lastName?.trim() ?? '';
  return [squash(local), squash(first), squash(`${first}${last}`)].filter((h) => h.length > 0);
}

/** The handle the composer suggests for a member: the email's local part. */
export function handleOf(member: Pick<MentionableMember, 'email'>): string {
  return member.email.split('@')[0] ?? member.email;
}

/** The raw `@handle` tokens of a message, in order, without trailing punctuation. */
export function mentionTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(MENTION)) {
    const token = trimTrailingPunctuation(m[2]!);
    if (token) out.push(token);
  }
  return out;
}

/** The ids of the members a message mentions (each once, in the order first mentioned). */
export function parseMentions(text: string, members: MentionableMember[]): string[] {
  const found: string[] = [];
  for (const token of mentionTokens(text)) {
    const key = squash(token);
    for (const member of members) {
      if (!found.includes(member.userId) && handlesOf(member).includes(key)) found.push(member.userId);
    }
  }
  return found;
}

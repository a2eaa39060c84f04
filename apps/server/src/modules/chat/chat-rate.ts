import { CHAT_POSTS_PER_MINUTE } from '@sdp/shared';
import { RateLimitError } from '../../lib/errors';

// Posting is limited per user (REST and socket together): CHAT_POSTS_PER_MINUTE in any 60 s. Kept
// in the process's memory: with several processes each counts its own (docs/chat.md).

const WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

export function createPostLimiter(perMinute = CHAT_POSTS_PER_MINUTE, now: () => number = Date.now) {
  const sent = new Map<string, number[]>();
  return {
    /** Counts a post by the user; throws 429 when it is one too many. */
    take(userId: string): void {
      const t = now();
      const recent = (sent.get(userId) ?? []).filter((at) => at > t - WINDOW_MS);
      if (recent.length >= perMinute) {
        sent.set(userId, recent);
        throw new RateLimitError(`You are sending messages too fast: at most ${perMinute} a minute.`);
      }
      if (sent.size > MAX_TRACKED) sent.clear();
      recent.push(t);
      sent.set(userId, recent);
    },
  };
}

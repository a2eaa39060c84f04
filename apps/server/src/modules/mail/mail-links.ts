import type { SealingKeys } from '../../config/sealing-key';
import { createKeyBox } from '../../lib/key-box';
import { redactUrl } from '../../lib/redact-url';

// A mail's link carries a token that opens something (verify an address, reset a password). The
// outbox keeps the text and html with that token replaced by `[sealed]`, and the whole link sealed
// (AES-256-GCM, sealing key, the row id as associated data) in link_sealed: a copy of the database
// opens no account. Whoever holds the sealing key puts the link back (the SMTP sender, the outbox
// script).

export const MAIL_SEAL_PURPOSE = 'sdp-mail-links';
export const mailSealContext = (id: string) => `mail:${id}`;
const PLACEHOLDER = '[sealed]';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const replaceAll = (text: string, from: string, to: string) => text.split(from).join(to);

export interface MailBody {
  text: string;
  html?: string | null;
}

export type MailLinks = ReturnType<typeof createMailLinks>;

export function createMailLinks(keys: SealingKeys) {
  const box = createKeyBox(keys, MAIL_SEAL_PURPOSE);

  /** Swaps every form of one link (plain, html-escaped) for another in a body. */
  function swap<T extends MailBody>(body: T, from: string, to: string): T {
    let { text, html } = body;
    for (const [a, b] of [
      [from, to],
      [escapeHtml(from), escapeHtml(to)],
    ]) {
      text = replaceAll(text, a, b);
      if (html) html = replaceAll(html, a, b);
    }
    return { ...body, text, html };
  }

  return {
    /** The body to store for row `id`, and the sealed link (null when the link holds no secret). */
    seal<T extends MailBody>(id: string, body: T, link: string): T & { linkSealed: string | null } {
      const redacted = redactUrl(link, PLACEHOLDER);
      if (redacted === link) return { ...body, linkSealed: null };
      return { ...swap(body, link, redacted), linkSealed: box.seal(link, mailSealContext(id)) };
    },

    /** The link of a stored row and its body as it was written; link null when there is none (or it cannot be opened). */
    open<T extends MailBody>(
      row: T & { id: string; linkSealed: string | null },
    ): T & { link: string | null } {
      if (!row.linkSealed) return { ...row, link: null };
      const link = box.open(row.linkSealed, mailSealContext(row.id));
      if (link === null) return { ...row, link: null };
      return { ...swap(row, redactUrl(link, PLACEHOLDER), link), link };
    },
  };
}

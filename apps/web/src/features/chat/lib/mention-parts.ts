// Splits a message into text and @mention parts for highlighting (docs/chat.md#mentions): a part is
// a mention when its handle is one of the team's (the server decides who is notified).

export interface MessagePart {
  text: string;
  mention: boolean;
}

const MENTION = /(^|[^A-Za-z0-9_.@])(@[A-Za-z0-9][A-Za-z0-9._-]{0,63})/g;
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function mentionParts(text: string, handles: string[]): MessagePart[] {
  const known = new Set(handles.map(squash));
  const parts: MessagePart[] = [];
  let at = 0;
  for (const m of text.matchAll(MENTION)) {
    const raw = m[2]!;
    const token = raw.replace(/[._-]+$/, '');
    if (!known.has(squash(token.slice(1)))) continue;
    const start = m.index + m[1]!.length;
    if (start > at) parts.push({ text: text.slice(at, start), mention: false });
    parts.push({ text: token, mention: true });
    at = start + token.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mention: false });
  return parts;
}

/** The @word being typed at the caret, if any: what the composer suggests members for. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([A-Za-z0-9._-]{0,32})$/.exec(text.slice(0, caret));
  if (!m) return null;
  return { start: caret - m[2]!.length - 1, query: m[2]! };
}

import { CHAT_MESSAGE_MAX_LENGTH, type ChatMember } from '@sdp/shared';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { usePostChatMessage } from '../api/chats';
import { mentionQuery } from '../lib/mention-parts';

/**
 * Enter sends, Shift+Enter is a new line; @ suggests team members (arrows and Enter or Tab pick one).
 */
export function Composer({
  chatId,
  members,
  onTyping,
}: {
  chatId: string;
  members: ChatMember[];
  onTyping: (on: boolean) => void;
}) {
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [pick, setPick] = useState(0);
  const post = usePostChatMessage();
  const area = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const listId = useId();

  const q = mentionQuery(text, caret);
  const suggestions = q
    ? members.filter((m) => `${m.handle} ${m.name}`.toLowerCase().includes(q.query.toLowerCase())).slice(0, 5)
    : [];
  const tooLong = text.length > CHAT_MESSAGE_MAX_LENGTH;
  const blank = text.trim().length === 0;

  const choose = (m: ChatMember) => {
    if (!q) return;
    const next = `${text.slice(0, q.start)}@${m.handle} ${text.slice(caret)}`;
    const at = q.start + m.handle.length + 2;
    setText(next);
    setCaret(at);
    requestAnimationFrame(() => area.current?.setSelectionRange(at, at));
  };

  const send = () => {
    if (blank || tooLong || post.isPending) return;
    post.mutate(
      { chatId, message: text.trim() },
      {
        onSuccess: () => {
          setText('');
          setCaret(0);
          onTyping(false);
        },
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setPick((p) => (p + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        choose(suggestions[Math.min(pick, suggestions.length - 1)]!);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <div className="relative border-t border-border p-3">
      {suggestions.length > 0 && (
        <div
          id={listId}
          role="listbox"
          aria-label="Mention a team member"
          className="absolute bottom-full left-3 mb-1 w-64 rounded-md border border-border bg-popover py-1 shadow-lg"
        >
          {suggestions.map((m, i) => (
            <div
              key={m.userId}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === pick}
              className={cn('cursor-pointer px-3 py-1.5 text-sm', i === pick && 'bg-accent')}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(m);
              }}
            >
              {m.name} <span className="text-muted-foreground">@{m.handle}</span>
            </div>
          ))}
        </div>
      )}
      <label htmlFor={`${counterId}-input`} className="sr-only">
        Message
      </label>
      <textarea
        id={`${counterId}-input`}
        ref={area}
        data-testid="chat-input"
        rows={2}
        value={text}
        placeholder="Message your team… (Enter sends, Shift+Enter new line)"
        aria-describedby={counterId}
        aria-controls={suggestions.length ? listId : undefined}
        aria-activedescendant={
          suggestions.length ? `${listId}-${Math.min(pick, suggestions.length - 1)}` : undefined
        }
        aria-invalid={tooLong || undefined}
        className="w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onChange={(e) => {
          setText(e.target.value);
          setCaret(e.target.selectionStart);
          setPick(0);
          onTyping(e.target.value.length > 0);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onBlur={() => onTyping(false)}
        onKeyDown={onKeyDown}
      />
      <div className="mt-2 flex items-center justify-between gap-2">
        <span
          id={counterId}
          data-testid="chat-counter"
          className={cn('text-xs', tooLong ? 'text-red-400' : 'text-muted-foreground')}
        >
          {text.length} / {CHAT_MESSAGE_MAX_LENGTH}
          {post.isError && (
            <span role="alert" className="ml-2 text-red-400">
              {errorMessage(post.error)}
            </span>
          )}
        </span>
        <Button
          size="sm"
          onClick={send}
          disabled={blank || tooLong || post.isPending}
          data-testid="chat-send"
        >
          <Send aria-hidden="true" />
          Send
        </Button>
      </div>
    </div>
  );
}

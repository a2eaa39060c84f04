import type { ChatSummary } from '@sdp/shared';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/session';
import { useChatHistory, useChatMembers, useMarkChatRead } from '../api/chats';
import { useChatRoom } from '../api/use-chat-room';
import { Composer } from './composer';
import { MessageList } from './message-list';

function TypingLine({ names }: { names: string[] }) {
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? `${names[0]} is typing…`
        : names.length === 2
          ? `${names[0]} and ${names[1]} are typing…`
          : 'Several people are typing…';
  return (
    <p data-testid="chat-typing" aria-live="polite" className="h-5 px-4 text-xs italic text-muted-foreground">
      {text}
    </p>
  );
}

/** The open chat: live while open, read up to the newest message shown. */
function ChatBody({ chat }: { chat: ChatSummary }) {
  const { user } = useSession();
  const members = useChatMembers();
  const { typistIds, typing } = useChatRoom(chat.id);
  const history = useChatHistory(chat.id);
  const markRead = useMarkChatRead();
  const newest = history.data?.pages[0]?.messages[0]?.id;
  const { mutate } = markRead;
  const scroller = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever a newer message shows
  useEffect(() => {
    mutate(chat.id);
    // The newest message in view (loading earlier ones leaves the position alone: newest is the same).
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.id, newest, mutate]);

  const list = members.data ?? [];
  const names = typistIds.map((id) => list.find((m) => m.userId === id)?.name ?? 'Someone');
  return (
    <>
      <div
        ref={scroller}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto"
        data-testid="chat-messages"
      >
        <MessageList
          chatId={chat.id}
          userId={user?.id}
          handles={list.flatMap((m) => [m.handle, m.name, m.name.split(' ')[0] ?? ''])}
        />
      </div>
      <TypingLine names={names} />
      <Composer chatId={chat.id} members={list.filter((m) => m.userId !== user?.id)} onTyping={typing} />
    </>
  );
}

/** A sheet from the right with one chat (the team's or a site's). */
export function ChatPanel({
  chat,
  error,
  onClose,
}: {
  chat: ChatSummary | undefined;
  error?: string | null;
  onClose: () => void;
}) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          data-testid="chat-panel"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-border bg-popover text-popover-foreground shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <DialogPrimitive.Title className="text-base font-semibold">
              {chat?.title ?? 'Chat'}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close chat"
              className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {chat ? (
            <ChatBody key={chat.id} chat={chat} />
          ) : (
            <p className="p-6 text-sm text-muted-foreground" role={error ? 'alert' : undefined}>
              {error ?? 'Loading the chat…'}
            </p>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

import type { ChatMessage } from '@sdp/shared';
import { MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { fullTime, timeAgo } from '@/features/notifications';
import { cn } from '@/lib/utils';
import { useChatHistory } from '../api/chats';
import { mentionParts } from '../lib/mention-parts';

function MessageBody({ text, handles }: { text: string; handles: string[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {mentionParts(text, handles).map((p, i) =>
        p.mention ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable message
          <mark key={i} className="rounded bg-primary/20 px-0.5 font-medium text-primary">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </p>
  );
}

function MessageItem({ message, own, handles }: { message: ChatMessage; own: boolean; handles: string[] }) {
  return (
    <li
      data-testid="chat-message"
      data-own={own ? 'true' : 'false'}
      className={cn('flex', own && 'justify-end')}
    >
      <div className={cn('max-w-[85%] rounded-lg px-3 py-2', own ? 'bg-primary/15' : 'bg-muted')}>
        <div className="mb-0.5 flex items-baseline gap-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{own ? 'You' : message.authorName}</span>
          <time dateTime={message.createdAt} title={fullTime(message.createdAt)}>
            {timeAgo(message.createdAt)}
          </time>
        </div>
        <MessageBody text={message.message} handles={handles} />
      </div>
    </li>
  );
}

/** The chat's messages, oldest at the top, with "Load earlier messages" above them. */
export function MessageList({
  chatId,
  userId,
  handles,
}: {
  chatId: string;
  userId?: string;
  handles: string[];
}) {
  const history = useChatHistory(chatId);
  if (history.isPending)
    return (
      <div className="space-y-3 p-4" aria-busy="true">
        <span className="sr-only">Loading messages</span>
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
        <Skeleton className="h-12 w-3/5" />
      </div>
    );
  if (history.isError)
    return (
      <div className="p-4">
        <RetryAlert
          message="Could not load the messages"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      </div>
    );
  const messages = history.data.pages.flatMap((p) => p.messages).reverse();
  if (!messages.length)
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-sm text-muted-foreground">
        <MessagesSquare className="size-8" aria-hidden="true" />
        <p>No messages yet. Say hello to your team; @name mentions notify a member.</p>
      </div>
    );
  return (
    <div className="space-y-3 p-4">
      {history.hasNextPage && (
        <div className="text-center">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
          </Button>
        </div>
      )}
      <ol className="space-y-2" aria-label="Messages">
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} own={m.userId === userId} handles={handles} />
        ))}
      </ol>
    </div>
  );
}

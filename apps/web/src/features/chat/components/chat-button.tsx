import { MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useChats, useTeamChat } from '../api/chats';
import { useUnreadRefresh } from '../api/use-chat-room';
import { ChatPanel } from './chat-panel';

/** The search parameter naming the open chat (`?chat={id}`: a mention's link opens it). */
export const CHAT_PARAM = 'chat';

/** Opens a chat by id in the current screen (the header's panel shows it). */
export function useOpenChat() {
  const [params, setParams] = useSearchParams();
  return {
    openId: params.get(CHAT_PARAM),
    open: (id: string) =>
      setParams(
        (p) => {
          p.set(CHAT_PARAM, id);
          return p;
        },
        { replace: false },
      ),
    close: () =>
      setParams(
        (p) => {
          p.delete(CHAT_PARAM);
          return p;
        },
        { replace: true },
      ),
  };
}

/** Header button: the team chat, with the number of unread messages of every chat of the team. */
export function ChatButton() {
  const team = useTeamChat();
  const { openId, open, close } = useOpenChat();
  const chats = useChats();
  useUnreadRefresh(team.data?.id);
  const unread = (chats.data ?? (team.data ? [team.data] : [])).reduce((n, c) => n + c.unread, 0);
  const openChat = openId
    ? (chats.data?.find((c) => c.id === openId) ?? (team.data?.id === openId ? team.data : undefined))
    : undefined;
  const missing = openId && chats.isSuccess && !openChat ? 'Chat not found' : null;
  const label = unread > 0 ? `Team chat, ${unread} unread` : 'Team chat';

  return (
    <>
      <button
        type="button"
        aria-label={label}
        data-testid="chat-button"
        disabled={!team.data}
        onClick={() => team.data && open(team.data.id)}
        className="relative flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <MessagesSquare className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="chat-unread"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] font-semibold leading-none text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {openId && <ChatPanel chat={openChat} error={missing} onClose={close} />}
    </>
  );
}

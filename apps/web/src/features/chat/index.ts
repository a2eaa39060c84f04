// Team chat (docs/chat.md): the header's chat button and panel, a site's chat button.
export {
  addMessage,
  chatHistoryQueryOptions,
  chatsQueryOptions,
  teamChatQueryOptions,
  useChats,
  useTeamChat,
} from './api/chats';
export { chatKeys, invalidateChatList, invalidateChatQueries } from './api/keys';
export { CHAT_PARAM, ChatButton, useOpenChat } from './components/chat-button';
export { SiteChatButton } from './components/site-chat-button';

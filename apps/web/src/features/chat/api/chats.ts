import { type ChatHistory, type ChatMessage, chatApi } from '@sdp/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { chatKeys, invalidateChatList } from './keys';

/** Unread counts of chats not open: read again this often (an open chat updates live). */
export const CHAT_LIST_REFRESH_MS = 60_000;

export const chatsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.list(),
    queryFn: async ({ signal }) => (await callApi(chatApi.list, { signal })).data,
    refetchInterval: CHAT_LIST_REFRESH_MS,
  });
export const useChats = (enabled = true) => useQuery({ ...chatsQueryOptions(), enabled });

export const teamChatQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.team(),
    queryFn: async ({ signal }) => (await callApi(chatApi.team, { signal })).data,
    refetchInterval: CHAT_LIST_REFRESH_MS,
  });
export const useTeamChat = (enabled = true) => useQuery({ ...teamChatQueryOptions(), enabled });

/** GET /api/chats/site/:siteId (made the first time): fetched when the site's chat is opened. */
export const getSiteChat = async (siteId: string) =>
  (await callApi(chatApi.site, { params: { siteId } })).data;

export const useChatMembers = () =>
  useQuery({
    queryKey: chatKeys.members(),
    queryFn: async ({ signal }) => (await callApi(chatApi.members, { signal })).data,
    staleTime: 60_000,
  });

export const chatHistoryQueryOptions = (chatId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.history(chatId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await callApi(chatApi.history, {
          params: { id: chatId },
          query: pageParam ? { before: pageParam } : {},
          signal,
        })
      ).data,
    initialPageParam: '' as string,
    // Messages that came while the chat was closed: read again each time it opens.
    staleTime: 0,
    refetchOnMount: 'always',
    getNextPageParam: (last: ChatHistory) => last.nextBefore ?? undefined,
  });
export const useChatHistory = (chatId: string) => useInfiniteQuery(chatHistoryQueryOptions(chatId));

/** Puts a message (sent or pushed) at the top of the first page, once. */
export function addMessage(qc: QueryClient, message: ChatMessage) {
  qc.setQueryData<InfiniteData<ChatHistory, string>>(chatKeys.history(message.chatId), (data) => {
    if (!data) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, messages: [message, ...first!.messages] }, ...rest] };
  });
}

export const postChatMessage = async ({ chatId, message }: { chatId: string; message: string }) =>
  (
    await callApi(chatApi.post, {
      params: { id: chatId },
      body: { message, timestamp: new Date().toISOString() },
    })
  ).data;

export const usePostChatMessage = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: postChatMessage, onSuccess: (message) => addMessage(qc, message) });
};

export const useMarkChatRead = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (chatId: string) => (await callApi(chatApi.read, { params: { id: chatId } })).data,
    onSuccess: () => void invalidateChatList(qc),
  });
};

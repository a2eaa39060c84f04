import { defineModule } from '../../lib/module';
import { chatRoutes } from './chat.routes';
import { type ChatService, createChatService } from './chat.service';

export type { ChatService } from './chat.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Team and site chats: stored messages, unread counts, mentions (docs/chat.md). */
    chat: ChatService;
  }
}

/** Team chat: owns the chat rooms of the realtime module and stores what is said in them. */
export const chatModule = defineModule({
  name: 'chat',
  provides: ['chat'],
  requires: ['realtime'],
  create: ({ deps, use }) => {
    const realtime = use('realtime');
    const chat = createChatService(deps, { realtime });
    realtime.setRoomOwner('chat', (id) => chat.teamOfChat(id));
    realtime.onChatMessage((user, chatId, payload) => chat.fromSocket(user, chatId, payload));
    return {
      services: { chat },
      routes: (app) => chatRoutes(app, { chat }),
    };
  },
});

// The plain WebSocket (/ws) contract: its channels and messages (docs/product/rules.md#realtime-events).
// The Socket.IO events it mirrors are in ./realtime.ts.
import { z } from 'zod';
import { type RealtimePushEvent, type RealtimePushEvents, realtimeIdSchema } from './realtime';

/**
 * Channels a /ws connection may subscribe to. A user's pushed event reaches the channel named by
 * its prefix (EVENT_CHANNEL) and 'dashboard' (everything of the user but system events);
 * `project:{id}` carries events pushed to that project; 'system' is admin only.
 */
export const WS_CHANNELS = [
  'dashboard',
  'notifications',
  'deployments',
  'leads',
  'performance',
  'engines',
  'opportunities',
  'system',
] as const;
export type WsNamedChannel = (typeof WS_CHANNELS)[number];
export type WsChannel = WsNamedChannel | `project:${string}`;

const EVENT_CHANNEL: Record<string, WsNamedChannel> = {
  deployment: 'deployments',
  site: 'deployments',
  lead: 'leads',
  performance: 'performance',
  experiment: 'performance',
  rankings: 'performance',
  user: 'notifications',
  engine: 'engines',
  opportunity: 'opportunities',
  campaign: 'deployments',
  automation: 'deployments',
  system: 'system',
};
export const channelOfEvent = (event: RealtimePushEvent): WsNamedChannel =>
  EVENT_CHANNEL[event.split(':')[0]!] ?? 'dashboard';

export const wsChannelSchema = z.union([
  z.enum(WS_CHANNELS),
  z.templateLiteral(['project:', realtimeIdSchema]),
]);

export const wsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1) }),
  z.object({ type: z.literal('subscribe'), channel: z.string() }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string() }),
  z.object({ type: z.literal('ping'), timestamp: z.number().optional() }),
  z.object({
    type: z.literal('start_analysis'),
    requestId: z.string().max(64).optional(),
    data: z.unknown().optional(),
  }),
  z.object({
    type: z.literal('implement_opportunity'),
    requestId: z.string().max(64).optional(),
    opportunityId: realtimeIdSchema,
  }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;
export type WsCommandMessage = Extract<WsClientMessage, { type: 'start_analysis' | 'implement_opportunity' }>;

export type WsServerMessage =
  | { type: 'connected'; userId: string; channels: readonly string[] }
  | { type: 'subscribed'; channel: string }
  | { type: 'unsubscribed'; channel: string }
  | { type: 'pong'; timestamp?: number; serverTime: number }
  | { type: 'error'; message: string; requestId?: string }
  | { type: 'result'; requestId?: string; command: WsCommandMessage['type']; data: unknown }
  | {
      [E in RealtimePushEvent]: {
        type: 'event';
        channel: string;
        event: E;
        payload: RealtimePushEvents[E];
        timestamp: string;
      };
    }[RealtimePushEvent];

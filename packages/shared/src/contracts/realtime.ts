import { z } from 'zod';

// Realtime contract (docs/product/rules.md#realtime-events, docs/decisions/006-two-realtime-transports.md).
// Two transports share one set of pushed events:
// - Socket.IO at /socket.io: typed client events with acks (RealtimeClientEvents) and pushed
//   server events (RealtimeServerEvents). Authenticated by `auth: { token }` in the handshake.
// - A plain WebSocket at /ws: JSON messages (WsClientMessage / WsServerMessage). Authenticated by
//   `?token=` in the URL or a first `{ type: 'auth', token }` message.

export const REALTIME_PATHS = { socketIo: '/socket.io', ws: '/ws' } as const;

/** Close code the /ws endpoint uses when the token is missing, invalid or its session was revoked. */
export const WS_CLOSE_AUTH_FAILED = 4401;
/** How long /ws waits for the first `auth` message when the URL carries no token. */
export const WS_AUTH_TIMEOUT_MS = 10_000;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

// ---------------------------------------------------------------------------------------------
// Payload schemas (validated on the server; the client sends these shapes)

/** Project and chat ids: what the app's ids look like (uuid or slug-like ids), nothing else. */
export const realtimeIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Invalid id');

/** Chat message payload: message and an ISO timestamp. */
export const chatMessagePayloadSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ChatMessagePayload = z.infer<typeof chatMessagePayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Socket.IO: acks

export type RealtimeAck<T extends object = object> = ({ ok: true } & T) | { ok: false; error: string };
export type AckFn<T extends object = object> = (res: RealtimeAck<T>) => void;
export interface PingAck {
  /** The client's timestamp, echoed: latency = Date.now() - timestamp. */
  timestamp: number;
  serverTime: number;
}

/** Client -> server. Every event takes an optional ack as its last argument. */
export interface RealtimeClientEvents {
  'dashboard:subscribe': (ack?: AckFn) => void;
  'dashboard:unsubscribe': (ack?: AckFn) => void;
  'notification:subscribe': (ack?: AckFn) => void;
  'notification:unsubscribe': (ack?: AckFn) => void;
  'project:join': (projectId: string, ack?: AckFn) => void;
  'project:leave': (projectId: string, ack?: AckFn) => void;
  'chat:join': (chatId: string, ack?: AckFn) => void;
  'chat:leave': (chatId: string, ack?: AckFn) => void;
  'chat:message': (chatId: string, payload: ChatMessagePayload, ack?: AckFn) => void;
  'chat:typing': (chatId: string, isTyping: boolean, ack?: AckFn) => void;
  /** Admin only; others get `{ ok: false, error: 'Forbidden' }`. */
  'system:subscribe': (ack?: AckFn) => void;
  'system:unsubscribe': (ack?: AckFn) => void;
  ping: (timestamp: number, ack?: AckFn<PingAck>) => void;
}
export type RealtimeClientEvent = keyof RealtimeClientEvents;

/** Client events that the socket client stores and re-sends after a reconnect. */
export type RealtimeSubscriptionEvent =
  | 'dashboard:subscribe'
  | 'notification:subscribe'
  | 'project:join'
  | 'chat:join'
  | 'system:subscribe';

// ---------------------------------------------------------------------------------------------
// Pushed events (server -> client), listed in docs/product/rules.md#realtime-events.

export type Severity = 'info' | 'warning' | 'critical';

export interface DeploymentProgressEvent {
  jobId: string;
  siteId?: string;
  status: 'queued' | 'building' | 'deploying' | 'verifying' | 'completed' | 'failed';
  /** 0-100 */
  progress: number;
  message?: string;
  sitesPlanned?: number;
  sitesDeployed?: number;
}
export interface DeploymentCompletedEvent {
  jobId: string;
  siteId?: string;
  status: 'completed' | 'failed' | 'cancelled';
  url?: string;
  errors?: string[];
  completedAt: string;
}
export interface LeadReceivedEvent {
  leadId: string;
  siteId: string;
  vertical?: string;
  name?: string;
  receivedAt: string;
}
export interface LeadUpdatedEvent {
  leadId: string;
  siteId: string;
  status: 'new' | 'delivered' | 'accepted' | 'rejected' | 'billed';
  value: number;
  /** Delivery outcome when this update came from a delivery attempt. */
  delivery?: {
    channel: 'email' | 'webhook';
    status: 'pending' | 'retrying' | 'sent' | 'queued' | 'failed';
    attempts: number;
  };
  at: string;
}
export interface SiteUpdatedEvent {
  siteId: string;
  status: 'draft' | 'deploying' | 'live' | 'failed' | 'archived';
  liveVersionId: string | null;
  url?: string;
  at: string;
}
export interface PerformanceUpdateEvent {
  siteId?: string;
  metrics: Record<string, number>;
  at: string;
}
/** A campaign's status, progress or spend changed (docs/campaigns.md). */
export interface CampaignUpdatedEvent {
  campaignId: string;
  status: string;
  progress: number;
  spentUsd: number;
  at: string;
}
/** An A/B test started, stopped or was decided by its stop rule (docs/product/rules.md#ab-tests). */
export interface ExperimentUpdatedEvent {
  experimentId: string;
  siteId: string;
  status: 'running' | 'stopped' | 'won';
  winner: 'A' | 'B' | null;
  at: string;
}
export interface PerformanceAlertEvent {
  siteId?: string;
  severity: Severity;
  message: string;
  at: string;
}
export interface PerformanceRankingEvent {
  siteId?: string;
  keyword: string;
  position: number | null;
  previousPosition: number | null;
  at: string;
}
/** A background "check rankings now" advanced (done counts failed searches too). */
export interface RankingsCheckProgressEvent {
  siteId: string;
  checkId: string;
  done: number;
  total: number;
  failed: number;
}
/** A background "check rankings now" ended; `error` when it failed (every search failed). */
export interface RankingsCheckCompletedEvent {
  siteId: string;
  checkId: string;
  checked: number;
  failed: number;
  error?: string;
}
export interface UserNotificationEvent {
  type?: 'success' | 'error' | 'warning' | 'info';
  title: string;
  message?: string;
  /** ms; the client defaults to NOTIFICATION_DURATION_MS */
  duration?: number;
  /** What it is about, for clients that react beyond the toast ('team.membership': re-read everything). */
  kind?: string;
  /** An in-app path the toast links to (a chat mention: /chat?chat={id}). */
  link?: string;
}
export interface UserAchievementEvent {
  title: string;
  message?: string;
  badge?: string;
}
/** The team's subscription changed (docs/billing.md): refetch GET /api/user/subscription. */
export interface UserSubscriptionEvent {
  plan: string;
  status: string;
  /** full | grace | paused */
  access: string;
}
/** An engine's run changed state or advanced (docs/engines.md#pushed-events); progress throttled. */
export interface EngineStatusEvent {
  engineId: string;
  /** The engine's state: 'idle' | 'running' | 'error'. */
  status: string;
  health?: number;
  runId?: string;
  /** The run's status: 'queued' | 'running' | 'completed' | 'failed'. */
  runStatus?: string;
  /** 0-100 while running. */
  progress?: number;
  summary?: string | null;
  insightCount?: number;
  durationMs?: number | null;
}
/** A run stored a new insight. */
export interface EngineInsightEvent {
  engineId: string;
  title: string;
  detail?: string;
  insightId?: string;
  runId?: string;
  severity?: 'info' | 'success' | 'warning' | 'critical';
  link?: string | null;
  siteId?: string | null;
  figures?: { label: string; value: number | string | null; unit?: string }[];
  createdAt?: string;
}
/** A run failed (the message is the run's error, never a stack). */
export interface EngineErrorEvent {
  engineId: string;
  message: string;
  runId?: string;
}
export interface OpportunityEvent {
  id: string;
  status?: string;
  updatedAt?: string;
  /** SEO opportunities (docs/seo-opportunities.md): the hosted site, the project, the title. */
  websiteId?: string | null;
  projectId?: string;
  title?: string;
  /** While it is being implemented: 0-100, the step at hand, the implementation's status. */
  progress?: number;
  currentStepId?: string | null;
  implementationStatus?: string | null;
}
/** A project's crawl advanced or ended (docs/projects.md#progress); throttled to a few a second. */
export interface ProjectCrawlEvent {
  projectId: string;
  crawlId: string;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  crawled: number;
  queued: number;
  /** The overall score, once completed. */
  score?: number | null;
}
export interface SystemMetricsEvent {
  connections: { socketIo: number; ws: number };
  uptimeS: number;
  rssBytes: number;
  at: string;
}
export interface ChatMessageEvent extends ChatMessagePayload {
  chatId: string;
  userId: string;
  /** The stored message (docs/chat.md): its id, author's name, server time and mentioned members. */
  id?: string;
  authorName?: string;
  createdAt?: string;
  mentions?: string[];
}
export interface ChatTypingEvent {
  chatId: string;
  userId: string;
  isTyping: boolean;
}

/** The superweapons control room: the kill switch flipped, or an automation run started or ended. */
export interface AutomationUpdatedEvent {
  halted: boolean;
  runId?: string;
  runStatus?: string;
  at: string;
}

/** Events any module may push through the hub (app.realtime). */
export interface RealtimePushEvents {
  'deployment:progress': DeploymentProgressEvent;
  'deployment:completed': DeploymentCompletedEvent;
  'lead:received': LeadReceivedEvent;
  'lead:updated': LeadUpdatedEvent;
  'site:updated': SiteUpdatedEvent;
  'performance:update': PerformanceUpdateEvent;
  'experiment:updated': ExperimentUpdatedEvent;
  'performance:alert': PerformanceAlertEvent;
  'performance:ranking': PerformanceRankingEvent;
  'rankings:check-progress': RankingsCheckProgressEvent;
  'rankings:check-completed': RankingsCheckCompletedEvent;
  'user:notification': UserNotificationEvent;
  'user:achievement': UserAchievementEvent;
  'user:subscription': UserSubscriptionEvent;
  'engine:status': EngineStatusEvent;
  'engine:insight': EngineInsightEvent;
  'engine:error': EngineErrorEvent;
  'opportunity:discovered': OpportunityEvent;
  'opportunity:updated': OpportunityEvent;
  'opportunity:implemented': OpportunityEvent;
  'system:metrics': SystemMetricsEvent;
  'project:crawl': ProjectCrawlEvent;
  'campaign:updated': CampaignUpdatedEvent;
  'automation:updated': AutomationUpdatedEvent;
}
export type RealtimePushEvent = keyof RealtimePushEvents;

/** A subscribed room's digest (docs/product/web.md#subscriptions): which push changed it, and when. */
export interface RoomChangedEvent {
  cause: RealtimePushEvent;
  at: string;
}
/** Everything the server emits on Socket.IO: pushed events, room digests and chat broadcasts. */
export interface RealtimeEventPayloads extends RealtimePushEvents {
  'dashboard:changed': RoomChangedEvent;
  'notification:changed': RoomChangedEvent;
  'chat:message': ChatMessageEvent;
  'chat:typing': ChatTypingEvent;
}
export type RealtimeServerEvents = {
  [E in keyof RealtimeEventPayloads]: (payload: RealtimeEventPayloads[E]) => void;
};

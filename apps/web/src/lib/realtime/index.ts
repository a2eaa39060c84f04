export {
  PlainWsClient,
  type PlainWsState,
  type PlainWsStatus,
  plainWsUrl,
} from './plain-ws-client';
export {
  type Realtime,
  RealtimeProvider,
  useRealtime,
  useRealtimeEvent,
  useRealtimeSubscription,
} from './realtime-provider';
export {
  type ConnectionStats,
  resolveSocketUrl,
  retryDelay,
  SocketClient,
  type SocketState,
  type SocketStatus,
} from './socket-client';
export { usePlainWs } from './use-plain-ws';

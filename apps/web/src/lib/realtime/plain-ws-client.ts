import {
  MESSAGES,
  PLAIN_WS,
  REALTIME_PATHS,
  WEBSOCKET_MESSAGES_KEPT,
  type WsChannel,
  type WsClientMessage,
  type WsCommandMessage,
  type WsServerMessage,
} from '@sdp/shared';

// The plain websocket client (docs/product/web.md#realtime-connection): states connecting, connected,
// reconnecting, disconnected; a not-clean close reconnects every 5 s, up to 10 attempts; a
// heartbeat ping every 30 s; keeps the last 100 messages. The token goes in a first `auth`
// message (not the URL, so it stays out of proxy logs); channels are re-subscribed on reconnect.

export type PlainWsStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface PlainWsState {
  status: PlainWsStatus;
  error: string | null;
  reconnectAttempts: number;
  /** The last WEBSOCKET_MESSAGES_KEPT messages received, oldest first. */
  messages: WsServerMessage[];
}

export type WebSocketFactory = (url: string) => WebSocket;

// WebSocket.readyState values (not read from the global, which tests replace).
const OPEN = 1;
const CLOSED = 3;

/** ws(s)://host/ws for the page's origin (or an explicit http(s) base). */
export function plainWsUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws').replace(/\/$/, '')}${REALTIME_PATHS.ws}`;
}

export class PlainWsClient {
  private ws: WebSocket | null = null;
  private token: string | null = null;
  private manualClose = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private readonly channels = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly messageListeners = new Set<(m: WsServerMessage) => void>();
  private requestCounter = 0;
  private state: PlainWsState = { status: 'disconnected', error: null, reconnectAttempts: 0, messages: [] };

  constructor(
    private readonly url: string,
    private readonly factory: WebSocketFactory = (u) => new WebSocket(u),
  ) {}

  getState = (): PlainWsState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  onMessage(listener: (m: WsServerMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => {
      this.messageListeners.delete(listener);
    };
  }

  private set(patch: Partial<PlainWsState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  connect(token: string): void {
    this.token = token;
    this.manualClose = false;
    this.clearReconnect();
    this.set({ reconnectAttempts: 0 });
    this.open('connecting');
  }

  disconnect(): void {
    this.manualClose = true;
    this.clearReconnect();
    this.stopHeartbeat();
    const ws = this.ws;
    this.ws = null;
    if (ws && ws.readyState !== CLOSED) ws.close(1000, 'Client disconnect');
    this.set({ status: 'disconnected' });
  }

  subscribe(channel: WsChannel): void {
    this.channels.add(channel);
    this.send({ type: 'subscribe', channel });
  }

  unsubscribe(channel: WsChannel): void {
    this.channels.delete(channel);
    this.send({ type: 'unsubscribe', channel });
  }

  startAnalysis(data?: unknown, requestId?: string): boolean {
    return this.send({ type: 'start_analysis', data, requestId });
  }

  implementOpportunity(opportunityId: string, requestId?: string): boolean {
    return this.send({ type: 'implement_opportunity', opportunityId, requestId });
  }

  /**
   * Sends a command and resolves with its `result` data (rejects with its `error` message, or after
   * `timeoutMs`); null when not connected, so the caller uses REST instead.
   */
  request(command: WsCommandMessage, timeoutMs = 15_000): Promise<unknown> | null {
    this.requestCounter = (this.requestCounter + 1) % 1e9;
    const requestId = `r${this.requestCounter}`;
    if (this.state.status !== 'connected' || this.ws?.readyState !== OPEN) return null;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(MESSAGES.wsConnectionLost));
      }, timeoutMs);
      const off = this.onMessage((m) => {
        if (!('requestId' in m) || m.requestId !== requestId) return;
        clearTimeout(timer);
        off();
        if (m.type === 'error') reject(new Error(m.message));
        else if (m.type === 'result') resolve(m.data);
      });
      if (!this.send({ ...command, requestId })) {
        clearTimeout(timer);
        off();
        reject(new Error(MESSAGES.wsConnectionLost));
      }
    });
  }

  /** Sends a message when the connection is authenticated; false otherwise. */
  send(message: WsClientMessage): boolean {
    if (this.state.status !== 'connected' || this.ws?.readyState !== OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  private open(status: 'connecting' | 'reconnecting') {
    this.set({ status });
    let ws: WebSocket;
    try {
      ws = this.factory(this.url);
    } catch {
      this.set({ error: MESSAGES.wsCreateFailed });
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws === ws && this.token) ws.send(JSON.stringify({ type: 'auth', token: this.token }));
    };
    ws.onmessage = (ev) => {
      if (this.ws !== ws) return;
      let message: WsServerMessage;
      try {
        message = JSON.parse(String(ev.data)) as WsServerMessage;
      } catch {
        return;
      }
      if (message.type === 'connected') {
        this.set({ status: 'connected', error: null, reconnectAttempts: 0 });
        for (const channel of this.channels) ws.send(JSON.stringify({ type: 'subscribe', channel }));
        this.startHeartbeat();
      }
      this.set({ messages: [...this.state.messages, message].slice(-WEBSOCKET_MESSAGES_KEPT) });
      for (const l of this.messageListeners) l(message);
    };
    ws.onerror = () => {
      if (this.ws === ws) this.set({ error: MESSAGES.wsConnectionFailed });
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopHeartbeat();
      if (this.manualClose) return this.set({ status: 'disconnected' });
      if (ev.wasClean) {
        // The server closed on purpose (4401: the token was refused): no reconnect.
        return this.set({
          status: 'disconnected',
          error: ev.code === 1000 ? this.state.error : ev.reason || null,
        });
      }
      this.set({ error: MESSAGES.wsConnectionLost });
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.state.reconnectAttempts >= PLAIN_WS.maxAttempts) {
      this.set({ status: 'disconnected', error: MESSAGES.wsConnectionFailed });
      return;
    }
    this.set({ status: 'reconnecting', reconnectAttempts: this.state.reconnectAttempts + 1 });
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.open('reconnecting');
    }, PLAIN_WS.reconnectMs);
  }

  private clearReconnect() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private startHeartbeat() {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(
      () => this.send({ type: 'ping', timestamp: Date.now() }),
      PLAIN_WS.heartbeatMs,
    );
  }

  private stopHeartbeat() {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }
}

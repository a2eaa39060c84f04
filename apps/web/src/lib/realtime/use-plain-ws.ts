import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '../session';
import { PlainWsClient, type PlainWsState, plainWsUrl } from './plain-ws-client';

/**
 * The plain /ws client for a screen that sends its commands (start_analysis on a project,
 * implement_opportunity on an SEO opportunity): connected while the screen is shown and a token
 * exists, closed when it is left. Its `request` answers null while not connected: the caller then
 * uses the REST call instead (docs/product/web.md#realtime-connection).
 */
export function usePlainWs(): { client: PlainWsClient | null; state: PlainWsState | null } {
  const { token } = useSession();
  const [client] = useState(() =>
    typeof window === 'undefined' || typeof WebSocket === 'undefined'
      ? null
      : new PlainWsClient(plainWsUrl(window.location.origin)),
  );
  useEffect(() => {
    if (!client || !token) return;
    client.connect(token);
    return () => client.disconnect();
  }, [client, token]);
  const state = useSyncExternalStore(
    client?.subscribeState ?? noop,
    () => client?.getState() ?? null,
    () => null,
  );
  return { client, state };
}

const noop = () => () => {};

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../toast-store';
import {
  RealtimeProvider,
  useRealtime,
  useRealtimeEvent,
  useRealtimeSubscription,
} from './realtime-provider';
import { SocketClient, type SocketFactory } from './socket-client';

const session = vi.hoisted(() => ({
  user: { id: 'u1' } as { id: string } | null,
  token: 't' as string | null,
}));
vi.mock('../session', () => ({ useSession: () => session }));

type Fn = (...args: any[]) => void;
function fakeSocket() {
  const handlers = new Map<string, Fn>();
  const any: Fn[] = [];
  const socket = {
    connected: false,
    active: false,
    io: { on: () => {}, removeAllListeners: () => {} },
    on: (e: string, fn: Fn) => handlers.set(e, fn),
    onAny: (fn: Fn) => any.push(fn),
    offAny: () => {
      any.length = 0;
    },
    removeAllListeners: () => handlers.clear(),
    emit: vi.fn(),
    connect: vi.fn(),
    disconnect: vi.fn(),
  };
  return {
    socket,
    fire: (e: string, ...args: unknown[]) => {
      if (e === 'connect') socket.connected = true;
      handlers.get(e)?.(...args);
    },
    push: (e: string, payload: unknown) => {
      for (const fn of any) fn(e, payload);
    },
  };
}

function Probe({ onLead }: { onLead: (p: unknown) => void }) {
  const { status, stats } = useRealtime();
  useRealtimeEvent('lead:received', onLead);
  return (
    <p>
      {status} {stats.reconnectAttempts}
    </p>
  );
}

function Holder() {
  useRealtimeSubscription('dashboard:subscribe');
  return null;
}

afterEach(() => {
  dismissToast();
  session.user = { id: 'u1' };
  session.token = 't';
});

describe('RealtimeProvider', () => {
  it('connects for the signed-in user, exposes the state and shows pushed notifications as toasts', () => {
    const fake = fakeSocket();
    const factory = vi.fn(() => fake.socket as unknown as ReturnType<SocketFactory>);
    const client = new SocketClient('http://localhost', factory);
    const onLead = vi.fn();
    render(
      <RealtimeProvider client={client}>
        <Probe onLead={onLead} />
      </RealtimeProvider>,
    );
    expect(factory).toHaveBeenCalledTimes(1);
    act(() => fake.fire('connect'));
    expect(screen.getByText('connected 0')).toBeTruthy();

    act(() =>
      fake.push('user:notification', { type: 'success', title: 'Site live', message: 'example.com' }),
    );
    expect(getToasts()[0]).toMatchObject({ type: 'success', title: 'Site live', duration: 5000, open: true });
    act(() => fake.push('user:achievement', { title: 'First lead!' }));
    expect(getToasts()[0]).toMatchObject({ type: 'achievement', title: 'First lead!', duration: 10000 });
    act(() =>
      fake.push('performance:alert', {
        severity: 'critical',
        message: 'Site down',
        at: new Date().toISOString(),
      }),
    );
    expect(getToasts()[0]).toMatchObject({ type: 'error', message: 'Site down', duration: 5000 });
    expect(getToasts()).toHaveLength(1);

    act(() => fake.push('lead:received', { leadId: 'l1' }));
    expect(onLead).toHaveBeenCalledWith({ leadId: 'l1' });
  });

  it('stays idle without a token', () => {
    session.token = null;
    const factory = vi.fn();
    const client = new SocketClient('http://localhost', factory as unknown as SocketFactory);
    render(
      <RealtimeProvider client={client}>
        <Probe onLead={() => {}} />
      </RealtimeProvider>,
    );
    expect(factory).not.toHaveBeenCalled();
    expect(screen.getByText('idle 0')).toBeTruthy();
  });

  it('holds a room while a screen subscribes to it: sent once, re-sent on reconnect, left with the last holder', () => {
    const fake = fakeSocket();
    const client = new SocketClient(
      'http://localhost',
      () => fake.socket as unknown as ReturnType<SocketFactory>,
    );
    const view = (a: boolean, b: boolean) => (
      <RealtimeProvider client={client}>
        {a && <Holder key="a" />}
        {b && <Holder key="b" />}
      </RealtimeProvider>
    );
    const { rerender } = render(view(true, true));
    act(() => fake.fire('connect'));
    const sent = () => fake.socket.emit.mock.calls.map((c) => c[0]).filter((e) => e !== 'ping');
    expect(sent()).toEqual(['dashboard:subscribe']);
    act(() => fake.fire('disconnect', 'transport close'));
    act(() => fake.fire('connect'));
    expect(sent()).toEqual(['dashboard:subscribe', 'dashboard:subscribe']);
    rerender(view(true, false));
    expect(sent()).toHaveLength(2);
    rerender(view(false, false));
    expect(sent()).toEqual(['dashboard:subscribe', 'dashboard:subscribe', 'dashboard:unsubscribe']);
  });
});

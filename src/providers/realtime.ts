// Live events of the API (GET /api/eventos, Server-Sent Events). One stream per browser tab, opened
// for the first subscriber and closed after the last one leaves. It is read with fetch, not
// EventSource, so the access token travels in the Authorization header and never in the URL. When
// the stream ends (the server closes it as the token expires) or fails, it reconnects after 1, 2,
// 5, 10 then 15 s, renewing an expired session first; a 401 renews the session once, and a second
// refusal (or any other 4xx) stops the stream until the next subscriber. Events sent while it was
// down are lost: whoever keeps state from them hears of each reconnection to catch up.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEvents } from '../../common/schemas/messaging';
import { currentLanguage, refreshSession } from './http';
import { accessToken, hasSession, isExpired } from './session';

/** The events the API sends today, plus names later issues add (their data is then unknown). */
export type RealtimeEventName = keyof RealtimeEvents | (string & Record<never, never>);
type EventData<K extends RealtimeEventName> = K extends keyof RealtimeEvents ? RealtimeEvents[K] : unknown;
export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export const EVENTS_PATH = '/api/eventos';
/** Waits before each reconnection in a row; the last repeats. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 15_000] as const;

// ---- Parsing -------------------------------------------------------------------------------------

export interface SseFrame {
  event: string;
  data: string;
}

/**
 * An incremental parser of the text/event-stream format: feed it decoded chunks as they come (a
 * frame may be split anywhere, a chunk may hold several frames); it calls `onFrame` for each
 * complete frame that has data. Lines end in \n, \r\n or \r; lines starting with ':' are comments
 * (heartbeats); several data: lines are joined with \n; id: and retry: are ignored. Frames without
 * an event: line are dropped: the API names every event, and SSE's default name ('message') would
 * pass them off as our own 'message' event.
 */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = '';
  let skipLf = false;
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (event && data.length > 0) onFrame({ event, data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      if (!chunk) return;
      // A chunk ending in \r has ended its line; a \n opening the next one is that \r\n's second half.
      buffer += skipLf && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      skipLf = chunk.endsWith('\r');
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const l of lines) line(l);
    },
  };
}

// ---- Subscribers ---------------------------------------------------------------------------------

type Handler = (data: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
let subscribers = 0;

function dispatch({ event, data }: SseFrame) {
  const listeners = handlers.get(event);
  if (!listeners || listeners.size === 0) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return; // Not JSON: not one of the API's events.
  }
  for (const handler of [...listeners]) {
    try {
      handler(parsed);
    } catch (err) {
      // One page's failing handler must not stop the others nor the stream.
      console.error(err);
    }
  }
}

// ---- Status --------------------------------------------------------------------------------------

let status: RealtimeStatus = 'closed';
const statusListeners = new Set<() => void>();

function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  for (const l of statusListeners) l();
}

export const realtimeStatus = (): RealtimeStatus => status;

export function onRealtimeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

// ---- Reconnections -------------------------------------------------------------------------------

const reconnectListeners = new Set<() => void>();
/**
 * Whether the stream was open before since the first subscriber came: opening again then follows a
 * gap (the token expired, the network failed, a refusal until another subscriber came). Forgotten
 * when the last subscriber leaves, as nobody was listening in that gap.
 */
let openedBefore = false;

function opened() {
  setStatus('open');
  if (openedBefore)
    for (const listener of [...reconnectListeners]) {
      try {
        listener();
      } catch (err) {
        console.error(err);
      }
    }
  openedBefore = true;
}

/** Called each time the stream opens again after having been open: events may have been missed. */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

// ---- The stream ----------------------------------------------------------------------------------

let control: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

/** A usable access token, renewing an expired session first; undefined when there is none. */
async function usableToken(): Promise<string | undefined> {
  if (hasSession() && isExpired() && !(await refreshSession())) return undefined;
  return accessToken();
}

function scheduleReconnect(own: AbortController) {
  if (control !== own) return;
  const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
  failures++;
  setStatus('connecting');
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (control === own) void connect(own, false);
  }, delay);
}

/** Ends the stream until the next subscriber. */
function giveUp(own: AbortController) {
  if (control !== own) return;
  own.abort();
  control = null;
  setStatus('closed');
}

async function connect(own: AbortController, renewed: boolean): Promise<void> {
  setStatus('connecting');
  try {
    const token = await usableToken();
    if (control !== own) return;
    if (!token) return giveUp(own);
    const res = await fetch(EVENTS_PATH, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        'accept-language': currentLanguage(),
      },
      signal: own.signal,
      cache: 'no-store',
    });
    if (res.status === 401) {
      // The token was refused before its expiry (revoked, clock skew): renew once, then give up.
      if (!renewed && (await refreshSession()) && control === own) return connect(own, true);
      return giveUp(own);
    }
    // Another refusal (403, 404…) will not change by asking again.
    if (res.status >= 400 && res.status < 500 && res.status !== 429) return giveUp(own);
    if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
    opened();
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser(dispatch);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Something came through: the next reconnection starts again from the shortest wait.
      failures = 0;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } catch {
    if (own.signal.aborted) return;
  }
  scheduleReconnect(own);
}

function open() {
  const own = new AbortController();
  control = own;
  failures = 0;
  void connect(own, false);
}

function close() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  control?.abort();
  control = null;
  openedBefore = false;
  setStatus('closed');
}

/** Subscribes; opens the one shared stream of this tab on the first subscriber, closes it after the last leaves. */
export function subscribe<K extends RealtimeEventName>(
  event: K,
  handler: (data: EventData<K>) => void,
): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  // Each subscription is its own entry, even when the same function subscribes twice.
  const entry: Handler = (data) => handler(data as EventData<K>);
  set.add(entry);
  subscribers++;
  // The first subscriber opens the stream; after it gave up (refused token), the next one retries.
  if (!control) open();
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    set.delete(entry);
    if (set.size === 0) handlers.delete(event);
    subscribers--;
    if (subscribers === 0) close();
  };
}

/** React hook: subscribe while mounted (handler kept in a ref so re-renders do not resubscribe). */
export function useRealtime<K extends RealtimeEventName>(
  event: K,
  handler: (data: EventData<K>) => void,
): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(event, (data) => latest.current(data)), [event]);
}

/** React hook: `handler` runs each time the stream opens again after a gap (see onRealtimeReconnect). */
export function useRealtimeReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeReconnect(() => latest.current()), []);
}

/** 'connecting' | 'open' | 'closed', for a small "live" indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(onRealtimeStatus, realtimeStatus, realtimeStatus);
}

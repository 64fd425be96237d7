// A few hundred bytes of routing for the public shell, so the login page does not download
// react-router (the admin app brings its own router, react-admin's). Both share the browser
// history: navigate() writes react-router's state shape ({ usr: state }) and announces the change
// with a popstate event, which react-router also listens to; history calls made by react-router
// itself are announced too, so the shell always knows where the user is.
import {
  type AnchorHTMLAttributes,
  forwardRef,
  type MouseEvent,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';

const CHANGE = 'cofre:locationchange';
let patched = false;

function patchHistory() {
  if (patched || typeof window === 'undefined') return;
  patched = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      window.dispatchEvent(new Event(CHANGE));
    };
  }
}

function subscribe(listener: () => void) {
  patchHistory();
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to `to`, telling both the shell and react-router (when mounted). */
export function navigate(to: string, opts: NavigateOptions = {}): void {
  patchHistory();
  const current = window.history.state as { idx?: number } | null;
  const idx = (current?.idx ?? 0) + (opts.replace ? 0 : 1);
  const state = { usr: opts.state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
  window.history[opts.replace ? 'replaceState' : 'pushState'](state, '', to);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

/** The current path and query; re-renders on every navigation. */
export function useLocationKey(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '/');
}

export function usePathname(): string {
  useLocationKey();
  return window.location.pathname;
}

export function useSearchParam(name: string): string | null {
  useLocationKey();
  return new URLSearchParams(window.location.search).get(name);
}

/**
 * A one-time ask carried by a link (`/cofre?arquivo=12`, `/equipe?convidar=1`): `act` gets the
 * parameter's value once, and the parameter leaves the address (replaced, not pushed), so going back
 * or reloading does not ask again.
 */
export function useSearchParamOnce(name: string, act: (value: string) => void): void {
  const value = useSearchParam(name);
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    if (value === null) return;
    const rest = new URLSearchParams(window.location.search);
    rest.delete(name);
    navigate(`${window.location.pathname}${rest.size ? `?${rest}` : ''}`, { replace: true });
    latest.current(value);
  }, [name, value]);
}

/** Matches '/a/:id/b' against a path; returns the params or null. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

/** The params of `pattern` in the current path. */
export function useRouteParams(pattern: string): Record<string, string> {
  return matchRoute(pattern, usePathname()) ?? {};
}

/** An anchor that navigates inside the app (plain click) and stays a real link otherwise. */
export const Link = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function Link({ to, onClick, ...rest }, ref) {
    const handle = (e: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(e);
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(to);
    };
    return <a ref={ref} href={to} onClick={handle} {...rest} />;
  },
);

// The bar of visited views: one tab per route visited, kept for the browser tab's life
// (sessionStorage). A cached route's tab remembers its last URL (filters, page) and scroll;
// a route with cache:false reopens fresh. Edit views close their own tab after saving.
import type { RouteDef } from '../routes/types';

export interface ViewTab {
  /** The route pattern (one tab per route instance: /plano/5/editar and /plano/6/editar differ). */
  key: string;
  /** The URL to return to. */
  url: string;
  title: string;
  cache: boolean;
  scrollY: number;
}

const STORAGE_KEY = 'cofre.tabs';
type Listener = () => void;
const listeners = new Set<Listener>();

function load(): ViewTab[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ViewTab[]) : [];
  } catch {
    return [];
  }
}

let tabs: ViewTab[] = typeof sessionStorage === 'undefined' ? [] : load();

function commit(next: ViewTab[]) {
  tabs = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
  } catch {
    /* storage full or unavailable: the bar still works for this page */
  }
  for (const l of listeners) l();
}

export const subscribeTabs = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const getTabs = () => tabs;

/** Records a visit to `pathname` (+ search) of `route`; error pages get no tab. */
export function visit(route: RouteDef, pathname: string, search = ''): void {
  if (/^\/(404|403|401|451)$/.test(pathname)) return;
  const existing = tabs.find((t) => t.key === pathname);
  const cache = route.cache !== false;
  const url = cache ? pathname + search : pathname;
  if (existing) {
    if (existing.url !== url) commit(tabs.map((t) => (t.key === pathname ? { ...t, url } : t)));
    return;
  }
  commit([...tabs, { key: pathname, url, title: route.title, cache, scrollY: 0 }]);
}

export function rememberScroll(pathname: string, y: number): void {
  const tab = tabs.find((t) => t.key === pathname);
  if (tab?.cache && tab.scrollY !== y)
    commit(tabs.map((t) => (t.key === pathname ? { ...t, scrollY: y } : t)));
}

/** Closes a tab; returns the URL to show next when it was the current one (its neighbour). */
export function closeTab(key: string): string | undefined {
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0) return undefined;
  const next = tabs.filter((t) => t.key !== key);
  commit(next);
  return (next[index] ?? next[index - 1])?.url;
}

export function closeOthers(key: string): void {
  commit(tabs.filter((t) => t.key === key));
}

export function clearTabs(): void {
  commit([]);
}

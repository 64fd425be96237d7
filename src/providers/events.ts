// What the HTTP layer asks the UI to do (toast, navigate, close the tab…). One emitter, listened
// to by the public shell and by the admin layout, so every response is handled in one place.
import type { CatalogueAction } from './errorCatalogue';

export type UiEvent = CatalogueAction | { kind: 'toast'; level: 'success' | 'info'; message: string };

type Listener = (event: UiEvent) => void;
const listeners = new Set<Listener>();

export function onUiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUiEvent(event: UiEvent): void {
  for (const l of listeners) l(event);
}

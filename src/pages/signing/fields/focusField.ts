// Bringing something into view and focusing it: the preview's frame and the page scroll (smoothly,
// unless the person asked for less motion) until it sits mid-screen, clear of the sticky guide.

/** Scrolls `el` to the middle of the screen (through every scrolling box) and focuses it. */
export function reveal(el: HTMLElement | null): void {
  if (!el) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  el.scrollIntoView?.({ block: 'center', inline: 'nearest', behavior: still ? 'auto' : 'smooth' });
  el.focus({ preventScroll: true });
}

/** The first place (in reading order) of a field the signer fills, scrolled to and focused. */
export const focusField = (id: number) =>
  reveal(document.querySelector<HTMLElement>(`button[data-field-id="${id}"]`));

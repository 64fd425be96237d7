// A phone for happy-dom: every max-width media query matches (MUI's `down('sm')` is one), so screens
// take their phone layout (compact lists, full-screen dialogs).
export function phoneScreen(): void {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

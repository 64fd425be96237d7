// Downloads the way a link with a `download` attribute does (no new tab): a URL the browser fetches
// (a signed link) or bytes already in the page.

/** Saves what `url` points at under `name`. */
export function saveLink(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves `blob` under `name` (through an object URL, released once the browser has the bytes). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  saveLink(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Hands bytes to the browser as a download with this file name (an object URL on a link, clicked).
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser has taken the bytes by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

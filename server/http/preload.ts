// Per-route preload hints for index.html: the public pages' own chunks (from Vite's manifest) and,
// on the signer's page, the view the page will ask for, so a phone on a slow network fetches them
// alongside the entry script instead of one round trip after another (entry → page chunk → API).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The public pages worth a head start: where people land from a link. */
const PAGES: { match: RegExp; source: string; api?: (m: RegExpExecArray) => string }[] = [
  { match: /^\/(login)?$/, source: 'src/pages/auth/LoginPage.tsx' },
  {
    match: /^\/assinar\/([A-Za-z0-9_-]{16,200})$/,
    source: 'src/pages/signing/SignPage.tsx',
    api: (m) => `/api/assinar/${m[1]}`,
  },
  { match: /^\/verificar(\/[A-Za-z0-9_-]{1,100})?$/, source: 'src/pages/signing/VerifyPage.tsx' },
];

/**
 * The <link> tags to add to index.html's head for `path`, or '' (no manifest, another page);
 * files index.html already names are left out.
 */
export function preloadHints(distDir: string, indexHtml: string): (path: string) => string {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const chunksOf = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunksOf(k, seen))];
  };
  const modules = new Map(
    PAGES.map((p) => [
      p.source,
      chunksOf(p.source)
        .filter((f) => !indexHtml.includes(`/${f}"`))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join(''),
    ]),
  );
  return (path) => {
    for (const page of PAGES) {
      const m = page.match.exec(path);
      if (!m) continue;
      const api = page.api ? `<link rel="preload" as="fetch" crossorigin href="${page.api(m)}">` : '';
      return (modules.get(page.source) ?? '') + api;
    }
    return '';
  };
}

// Serves the built SPA: hashed assets cached for a year and sent pre-compressed (brotli/gzip);
// index.html never cached; any other GET outside /api answers index.html so the SPA's router
// decides (its own 404 included). Unknown API paths answer JSON 404. The icons every page asks for
// (/favicon.ico, /favicon.svg: public/, which the build copies) answer even without a build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/api/index.js';
import { requestLanguage } from './language.js';
import { preloadHints } from './preload.js';

const PLACEHOLDER = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Cofre</title></head>
<body><p>A interface ainda não foi compilada. Rode <code>npm run build</code>.</p></body></html>`;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The SPA's static files kept in the repository (Vite's publicDir), copied as they are into a build. */
const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** The site's icons (public/favicon.svg, and favicon.ico: the same drawn at 16, 32 and 48 px). */
const ICONS = { 'favicon.ico': 'image/x-icon', 'favicon.svg': 'image/svg+xml' } as const;

/**
 * Serves each icon the build does not hold (no build yet, e.g. the API alone or its tests) from
 * public/, with a day of cache: browsers ask for /favicon.ico on every page.
 */
function registerIcons(app: FastifyInstance, distDir: string, hasBuild: boolean): void {
  for (const [name, type] of Object.entries(ICONS)) {
    if (hasBuild && existsSync(join(distDir, name))) continue;
    let bytes: Promise<Buffer> | undefined;
    app.get(`/${name}`, { schema: { hide: true } }, async (_req, reply) => {
      bytes ??= readFile(join(PUBLIC_DIR, name));
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(await bytes);
    });
  }
}

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerIcons(app, distDir, hasBuild);
  let indexHtml: string | undefined;
  let hints: ((path: string) => string) | undefined;
  const sendIndex = async (reply: FastifyReply, path = '') => {
    indexHtml ??= hasBuild ? await readFile(join(distDir, 'index.html'), 'utf8') : PLACEHOLDER;
    hints ??= hasBuild ? preloadHints(distDir, indexHtml) : () => '';
    const head = hints(path);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(head ? indexHtml.replace('</head>', `${head}</head>`) : indexHtml);
  };

  // The reset form is an SPA route despite its /api prefix (spec §2); POST /api/password/reset stays the API call.
  app.get('/api/password/reset/:token', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path)) {
      if (hasBuild && (path.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(path)))
        return reply.code(404).send({ message: translate(requestLanguage(req), 'errors.route_not_found') });
      return sendIndex(reply, path);
    }
    return reply.code(404).send({ message: translate(requestLanguage(req), 'errors.route_not_found') });
  });
}

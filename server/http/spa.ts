// Serves the built SPA: hashed assets cached for a year and sent pre-compressed (brotli/gzip);
// index.html never cached; any other GET outside /api answers index.html so the SPA's router
// decides (its own 404 included). Unknown API paths answer JSON 404.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/api/index.js';
import { requestLanguage } from './language.js';
import { preloadHints } from './preload.js';

const PLACEHOLDER = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Cofre</title></head>
<body><p>A interface ainda não foi compilada. Rode <code>npm run build</code>.</p></body></html>`;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

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

// Security headers on every answer (docs/security.md): @fastify/helmet's defaults — nosniff,
// X-Frame-Options, Cross-Origin-Opener/Resource-Policy, Referrer-Policy… — plus a
// Content-Security-Policy built from the configuration and HSTS only over https.
//
// Which policy an answer carries:
// - pages and the SPA's own files (HTML, scripts, the pdf.js worker): `documentPolicy`, exactly what
//   the SPA needs (JSONP look-up hosts, reCAPTCHA when configured, the brand logo's origin);
// - API answers (/api/…): `API_POLICY`, nothing at all — JSON is data, never a page;
// - the signed file links (/api/blob/…): none, see `FILE_PREFIX`;
// - any text/html answer, whatever its path (the reset form lives at /api/password/reset/<token>):
//   the document policy.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

type Directives = Record<string, string[]>;

/** reCAPTCHA v2's script and frame hosts (developers.google.com/recaptcha/docs/faq, CSP). */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** JSON, events and images for <img>: nothing in them may load, run or be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The vault's signed file links: PDFs and images only ever open inline (everything else is an
 * attachment; types come from a fixed list and nosniff holds them), so no script can run in them,
 * while a CSP on a PDF answer is known to break the browsers' own PDF viewers (their synthetic page
 * is subject to it). X-Frame-Options: DENY, nosniff and CORP still apply.
 */
const FILE_PREFIX = '/api/blob/';

/**
 * A CSP source for a JSONP service's URL template: its origin and the path up to the placeholder
 * (https://viacep.com.br/ws/{cep}/json/ → https://viacep.com.br/ws/), so the page may load scripts
 * from that service's look-up path and nothing else of the host. ';' and ',' are escaped: they would
 * end the directive (CSP matches paths percent-decoded).
 */
export function lookupSource(template: string, placeholder: string): string {
  const at = template.indexOf(placeholder);
  const url = new URL(at >= 0 ? template.slice(0, at) : template);
  const inPath = at >= 0 && !template.slice(0, at).includes('?');
  const path = inPath ? url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1) : url.pathname;
  return `${url.origin}${path.replace(/;/g, '%3B').replace(/,/g, '%2C')}`;
}

/** The origin of an absolute http(s) URL; undefined for a relative or data: URL (covered already). */
function httpOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The SPA's policy, directive by directive (to extend it, add sources here: docs/security.md). */
export function documentDirectives(config: Config): Directives {
  const recaptcha = Boolean(config.recaptcha.siteKey);
  const logo = httpOrigin(config.brand.logoUrl);
  return {
    'default-src': ["'self'"],
    // Only files from this server — Vite emits no inline script — plus the JSONP look-ups (they
    // answer `callback(data)` as a script) and reCAPTCHA's loader when sign-up asks for it.
    'script-src': [
      "'self'",
      lookupSource(config.lookups.cepUrl, '{cep}'),
      lookupSource(config.lookups.cnpjUrl, '{cnpj}'),
      ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
    ],
    'script-src-attr': ["'none'"],
    // Emotion (MUI) writes its <style> elements at run time, without a nonce: a static index.html
    // has none to give. Styles cannot run code; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the device pairing QR code (a PNG data URI from the gateway); blob: for a chosen
    // profile photo's preview (URL.createObjectURL); the brand logo may live elsewhere.
    'img-src': ["'self'", 'data:', 'blob:', ...(logo ? [logo] : [])],
    // pdf.js falls back to @font-face rules with data: URIs for a PDF's embedded fonts.
    'font-src': ["'self'", 'data:'],
    // The API, the event stream and pdf.js reading /api/blob/… are all this server.
    'connect-src': ["'self'"],
    // pdf.js's worker is one of the built files (/assets/pdf.worker.min-<hash>.mjs).
    'worker-src': ["'self'"],
    // The app frames nothing of its own (previews are drawn on a canvas); only reCAPTCHA's widget.
    'frame-src': recaptcha ? RECAPTCHA_FRAMES : ["'none'"],
    // Nor is it framed by anyone, itself included (against clickjacking).
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export const serializePolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** HSTS's value: a year, this host only (other hosts of the domain are not this app's to decide). */
export const HSTS = 'max-age=31536000';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const documentPolicy = serializePolicy(documentDirectives(config));
  const appUrlIsHttps = config.appUrl.startsWith('https://');
  // Over https only, as the refresh cookie's Secure flag: seen on the request (directly, or through
  // X-Forwarded-Proto with TRUST_PROXY), or declared by an https APP_URL (a TLS proxy that does not
  // forward the protocol). Browsers ignore HSTS received over plain http anyway.
  const overHttps = (req: FastifyRequest) => req.protocol === 'https' || appUrlIsHttps;

  await app.register(helmet, {
    // Set below, per answer.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    // Off (helmet's default since v7, kept explicit): it would demand CORP/CORS from every
    // cross-origin resource, the look-up scripts and reCAPTCHA included.
    crossOriginEmbedderPolicy: false,
    // Nothing needs a Referer (the look-ups and reCAPTCHA do not), and the token pages
    // (/assinar/…, invites, resets, e-mail confirmation) must not leak theirs: everywhere.
    referrerPolicy: { policy: 'no-referrer' },
    // frame-ancestors 'none' for browsers without CSP level 2.
    xFrameOptions: { action: 'deny' },
  });

  // Raw headers (as helmet sets them), so hijacked answers such as the event stream get them too.
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (!path.startsWith(FILE_PREFIX))
      reply.raw.setHeader('content-security-policy', isApiPath(path) ? API_POLICY : documentPolicy);
    if (overHttps(req)) reply.raw.setHeader('strict-transport-security', HSTS);
  });
  // A page is a page wherever it lives: the SPA's routes under /api get the document policy.
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      reply.header('content-security-policy', documentPolicy);
    return payload;
  });
}

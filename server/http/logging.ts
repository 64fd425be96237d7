// What the server writes to its log. In a terminal (npm start by hand) one readable line per
// event through pino-pretty; elsewhere (systemd, containers, log collectors) pino's JSON, one
// object per line. Requests are logged at info only when they fail or are slow: a healthy request
// is a debug line, so a terminal is not flooded by the SPA's own calls.
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

export interface LogSettings {
  level: string;
  format: 'auto' | 'pretty' | 'json';
  /** A file to append JSON lines to instead of stdout. */
  file?: string;
}

// Credentials in headers: ours, the webhook secrets, and the payment provider's key and token.
const REDACT = [
  'req.headers.authorization',
  'req.headers["x-hook-secret"]',
  'req.headers.access_token',
  'req.headers["asaas-access-token"]',
];

/** Whether log lines are printed for a person (pretty) or for a machine (JSON). */
export function prettyLogs(format: LogSettings['format'], isTTY = Boolean(process.stdout.isTTY)): boolean {
  return format === 'pretty' || (format === 'auto' && isTTY);
}

/** Fastify's `logger` option for these settings. */
export function loggerOptions(s: LogSettings, isTTY?: boolean): FastifyServerOptions['logger'] {
  if (s.file) return { level: s.level, redact: REDACT, file: s.file };
  if (!prettyLogs(s.format, isTTY)) return { level: s.level, redact: REDACT };
  return {
    level: s.level,
    redact: REDACT,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId,method,url,status,ms',
        singleLine: true,
      },
    },
  };
}

/**
 * One line per finished request instead of Fastify's two: info when it failed (4xx; error for 5xx)
 * or took `slowMs` or more, debug otherwise. The route-not-found line goes the same way.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  }

  override routeNotFound(): void {
    // requestCompleted writes the 404 line.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    const line = { method: request.method, url: request.url, status, ms };
    const msg = `${request.method} ${request.url} ${status} ${ms} ms`;
    if (error || status >= 500) request.log.error({ ...line, ...(error ? { err: error } : {}) }, msg);
    else if (status >= 400) request.log.info(line, msg);
    else if (ms >= this.slowMs) request.log.info(line, `${msg} (slow)`);
    else request.log.debug(line, msg);
  }
}

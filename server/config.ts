// Configuration from environment variables, with embedded defaults, validated at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { UPLOAD_TYPES } from '../common/uploadTypes.js';

const bool = (def: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : ['1', 'true', 'yes'].includes(v)));
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A JSONP lookup service's URL (http/https) with its placeholder, e.g. '{cep}'. */
const lookupUrl = (def: string, placeholder: string) =>
  optionalText
    .transform((v) => v ?? def)
    .pipe(
      z.url({ protocol: /^https?$/ }).refine((v) => v.includes(placeholder), `must contain ${placeholder}`),
    );

const envSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Cofre <nao-responda@cofre.local>'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  APP_KEY: optionalText.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  APP_NAME: z.string().default('Cofre'),
  APP_LOGO_URL: optionalText,
  APP_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#1565c0'),
  APP_SECONDARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#00897b'),
  SEED_DEMO: bool(true),
  SEED_DEMO_CONTENT: bool(true),
  TRUST_PROXY: bool(false),
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  // The support widget's contacts: a WhatsApp number with country code (punctuation allowed) and
  // an e-mail address; the widget is hidden when neither is set.
  SUPPORT_WHATSAPP: optionalText.pipe(
    z
      .string()
      .transform((v) => v.replace(/[\s().+-]/g, ''))
      .pipe(
        z.string().regex(/^\d{10,15}$/, 'must be a phone number with country code, e.g. +55 11 99999-0001'),
      )
      .optional(),
  ),
  SUPPORT_EMAIL: optionalText.pipe(z.email().optional()),
  ACCESS_TOKEN_TTL: int(900, 30),
  REFRESH_TOKEN_TTL: int(8 * 3600, 60),
  REFRESH_TOKEN_TTL_REMEMBER: int(7 * 24 * 3600, 60),
  LOGIN_MAX_ATTEMPTS: int(5, 1),
  LOGIN_MAX_ATTEMPTS_IP: int(100, 1),
  LOGIN_LOCK_SECONDS: int(60, 1),
  MAIL_LIMIT_ADDRESS: int(3, 1),
  MAIL_LIMIT_IP: int(20, 1),
  MAIL_LIMIT_USER: int(50, 1),
  MAIL_LIMIT_WINDOW: int(900, 1),
  TRIAL_DAYS: int(14, 1),
  PLAN_EXPIRY_WARNING_DAYS: int(7, 0),
  PLAN_EXPIRY_SWEEP_INTERVAL: int(3600, 0),
  // Payments: the Asaas v3 API (or the built-in simulator at /psp-sim, on unless PAYMENT_SIMULATOR=0).
  PAYMENT_SIMULATOR: bool(true),
  PAYMENT_SIM_KEY: optionalText,
  PAYMENT_SIM_RETRY_SCALE: z.coerce.number().min(0).max(1).default(1),
  ASAAS_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ASAAS_API_KEY: optionalText,
  ASAAS_WEBHOOK_TOKEN: optionalText,
  ASAAS_TIMEOUT_MS: int(15_000, 100),
  BILLING_GRACE_DAYS: int(7, 0),
  BILLING_CANCEL_DAYS: int(30, 1),
  BILLING_CANCEL_NOTICE_DAYS: int(7, 0),
  BILLING_REMINDER_DAYS: int(3, 0),
  BILLING_RENEWAL_DAYS: int(10, 1),
  BILLING_FINE_PERCENT: z.coerce.number().min(0).max(2).default(2),
  BILLING_INTEREST_PERCENT: z.coerce.number().min(0).max(10).default(1),
  BILLING_SWEEP_INTERVAL: int(300, 0),
  BILLING_WORKER_POLL_MS: int(1000, 50),
  BILLING_RECONCILE_AFTER: int(600, 1),
  NFSE_SERVICE_CODE: optionalText,
  NFSE_SERVICE_NAME: optionalText,
  NFSE_SERVICE_DESCRIPTION: optionalText,
  BLOB_SWEEP_INTERVAL: int(3600, 0),
  THROTTLE_PRUNE_INTERVAL: int(3600, 0),
  BULK_LEASE: int(10, 1),
  BLOB_TEMP_MAX_AGE: int(3600, 1),
  BLOB_ORPHAN_GRACE: int(24 * 3600, 1),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool(true),
  UPLOAD_MAX_BYTES: int(100 * 1024 * 1024, 1),
  UPLOAD_HASH_WORKER_FROM: int(0),
  PHOTO_MAX_BYTES: int(5 * 1024 * 1024, 1),
  UPLOAD_ALLOWED_TYPES: z.string().default('pdf,png,jpeg,gif,webp,docx,xlsx,pptx,doc,xls,ppt,odt,ods,odp'),
  DOWNLOAD_URL_TTL: int(300, 10),
  SIGNING_P12: optionalText,
  SIGNING_P12_PASSWORD: z.string().optional(),
  SIGNING_LINK_TTL: int(30 * 24 * 3600, 60),
  SIGNING_DEADLINE_SWEEP_INTERVAL: int(300, 0),
  TSA_URL: optionalText,
  TSA_USER: optionalText,
  TSA_PASSWORD: z.string().optional(),
  TSA_TIMEOUT_MS: int(5000, 100),
  TIMESTAMP_SWEEP_INTERVAL: int(60, 0),
  RETIMESTAMP_BEFORE_DAYS: int(60, 1),
  SIGNATURE_POLICY_OID: optionalText.pipe(
    z
      .string()
      .regex(/^[0-2](\.\d+)+$/, 'must be an OID such as 2.16.76.1.7.1.12.1.1')
      .optional(),
  ),
  SIGNATURE_POLICY_HASH: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
        'must be the SHA-256 of the policy, in hex or base64',
      )
      .optional(),
  ),
  SIGNATURE_POLICY_URI: optionalText.pipe(z.url().optional()),
  GATEWAY_SIMULATOR: bool(true),
  GATEWAY_SIM_KEY: optionalText.pipe(z.string().min(8, 'must have at least 8 characters').optional()),
  GATEWAY_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  GATEWAY_TIMEOUT: int(30_000, 100),
  MESSAGE_LIMITS: bool(true),
  MESSAGE_LIMIT_MINUTE: int(20, 1),
  MESSAGE_LIMIT_HOUR: int(300, 1),
  MESSAGE_LIMIT_DAY: int(1500, 1),
  MESSAGE_WARMUP_DAYS: int(7, 0),
  MESSAGE_GAP_MIN_MS: int(2000, 0),
  MESSAGE_GAP_MAX_MS: int(8000, 0),
  MESSAGE_MAX_ATTEMPTS: int(5, 1),
  MESSAGE_ATTACHMENT_MAX_BYTES: int(16 * 1024 * 1024, 1),
  MESSAGE_DOCUMENT_MAX_BYTES: int(100 * 1024 * 1024, 1),
  QUEUE_WORKER: bool(true),
  QUEUE_POLL_MS: int(1000, 10),
  QUEUE_LANES: int(16, 1),
  QUEUE_SENDING_TIMEOUT: int(0, 0),
  RECONCILE_INTERVAL: int(60, 0),
  API_KEY_RATE_LIMIT: int(600, 1),
  WEBHOOK_WORKER: bool(true),
  WEBHOOK_ALLOW_PRIVATE: bool(false),
  WEBHOOK_TIMEOUT_MS: int(10_000, 100),
  // Seconds between a delivery's attempts; the last gap repeats until WEBHOOK_MAX_AGE has passed.
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .default('5,300,1800,7200,18000,36000')
    .transform((v) => v.split(',').map((x) => Number(x.trim())))
    .pipe(z.array(z.number().positive('must be positive numbers of seconds')).min(1)),
  WEBHOOK_MAX_AGE: int(24 * 3600, 1),
  WEBHOOK_CONCURRENCY: int(16, 1),
  WEBHOOK_POLL_MS: int(1000, 10),
  CEP_LOOKUP_URL: lookupUrl('https://viacep.com.br/ws/{cep}/json/', '{cep}'),
  CNPJ_LOOKUP_URL: lookupUrl('https://www.receitaws.com.br/v1/cnpj/{cnpj}', '{cnpj}'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: readable lines in a terminal, JSON (for services and log collectors) otherwise.
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  LOG_FILE: optionalText,
  // A request is logged at info only when it fails (4xx/5xx) or takes at least this long.
  SLOW_REQUEST_MS: int(1000, 0),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  appKey: string;
  brand: { appName: string; logoUrl: string | undefined; primaryColor: string; secondaryColor: string };
  seedDemo: boolean;
  /** Right after seeding the demo, fill its company with sample documents, a device, chats and a campaign. */
  seedDemoContent: boolean;
  trustProxy: boolean;
  recaptcha: { secret: string | undefined; siteKey: string | undefined; verifyUrl: string };
  /** Where the support widget leads: a WhatsApp number (digits, with country code) and an e-mail. */
  support: { whatsapp: string | undefined; email: string | undefined };
  tokens: { accessTtl: number; refreshTtl: number; refreshTtlRemember: number };
  /**
   * Failed logins: `maxAttempts` per account from one IP locks that pair, `maxAttemptsIp` from one
   * IP (whatever the accounts) locks the IP; a lock lasts `lockSeconds`.
   */
  throttle: { maxAttempts: number; maxAttemptsIp: number; lockSeconds: number };
  /**
   * E-mail-sending requests allowed per `windowSeconds`: per target address and purpose, per client
   * IP (anonymous requests) and per signed-in user.
   */
  mailLimits: { perAddress: number; perIp: number; perUser: number; windowSeconds: number };
  trialDays: number;
  /** Notifications: warn this many days before a trial or plan ends; sweep every `sweepIntervalMs` (0: only at start). */
  planExpiry: { warningDays: number; sweepIntervalMs: number };
  /**
   * Payments: the provider (the simulator mounted at /psp-sim with its key, or Asaas at baseUrl;
   * null: none, only manual payments), dunning (grace, cancellation and its notice, reminders before
   * the due date, renewals charged this many days ahead, late fine and monthly interest), the
   * billing sweep's interval, the webhook worker's poll, how old an unpaid charge must be before the
   * reconciliation reads it, and the NFS-e service (null: no service invoices).
   */
  payments: {
    simulator: boolean;
    simulatorKey: string;
    /** Multiplies the simulator's webhook retry delays (1: Asaas's schedule). */
    simulatorRetryScale: number;
    /** The simulator's public pages and the webhook it posts to are reached at this base URL. */
    appUrl: string;
    provider: { baseUrl: string; apiKey: string; webhookToken: string; timeoutMs: number } | null;
    graceDays: number;
    cancelDays: number;
    cancelNoticeDays: number;
    reminderDays: number;
    renewalDays: number;
    finePercent: number;
    interestPercent: number;
    sweepIntervalMs: number;
    workerPollMs: number;
    reconcileAfterMs: number;
    nfse: { serviceCode: string; serviceName: string; description: string } | null;
  };
  /**
   * The blob store's clean-up, at start and every `intervalMs` (0: only at start): writes cut
   * short (a crash mid-upload) untouched for `tempMaxAgeMs`, and blobs no row names (a crash
   * between the write and the row) older than `orphanGraceMs`.
   */
  blobSweep: { intervalMs: number; tempMaxAgeMs: number; orphanGraceMs: number };
  /** Forget login and e-mail counters whose window ended and that lock nothing, every `intervalMs` (0: only at start). */
  throttlePrune: { intervalMs: number };
  /** How long a bulk line a process took stays its own without a sign of life (then another takes it). */
  bulk: { leaseMs: number };
  /** Where file bytes go: a folder under DATA_DIR, or an S3-compatible bucket when S3_* are set. */
  blob:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        endpoint: string | undefined;
        bucket: string;
        accessKey: string;
        secretKey: string;
        region: string;
        forcePathStyle: boolean;
      };
  /**
   * `hashOnWorkerFrom`: uploads declaring more bytes than this hash their SHA-256 on a worker
   * thread; 0 (the default) hashes every upload on the event loop, which bench:upload measured
   * faster on CPUs with SHA extensions (a 64 KiB chunk costs about 40 µs there).
   */
  upload: { maxBytes: number; allowedTypes: string[]; hashOnWorkerFrom: number };
  /** Largest profile photo accepted (before it is resized to a 256×256 JPEG). */
  photoMaxBytes: number;
  /** Lifetime of a signed download/preview URL, in seconds. */
  downloadUrlTtl: number;
  /**
   * The platform certificate that seals completed documents (a PKCS#12 file and its password;
   * unset: a CA and a signer generated under DATA_DIR/signing) and the lifetime, in seconds, of
   * a signatory's personal link; how often the deadlines are swept (expiries, alerts, automatic
   * reminders), in ms (0: only at start).
   */
  signing: {
    p12Path: string | undefined;
    p12Password: string;
    linkTtl: number;
    deadlineSweepIntervalMs: number;
    /**
     * Timestamps (RFC 3161): the TSAs to ask in order (TSA_URL, comma-separated; unset: the local TSA
     * in process; 'off': no timestamps, seals stay B-B), their credentials and time limit in ms; how
     * often documents waiting for a timestamp (or due for a new one) are looked at, in ms (0: only
     * at start); how many days before the last timestamp's certificate ends a new one is added.
     */
    tsa: { urls: string[] | 'local' | 'off'; user?: string; password?: string; timeoutMs: number };
    timestampSweepIntervalMs: number;
    retimestampBeforeDays: number;
    /** A signature policy named in every seal (e.g. ICP-Brasil AD-RT), or null. */
    policy: { oid: string; hash: Buffer; uri: string | null } | null;
  };
  /**
   * Messaging gateways: the simulator mounted at /gateway-sim (and its global key, with the file it is
   * kept in, null when GATEWAY_SIM_KEY gives it), the base URL gateways post webhooks to (default
   * APP_URL) and how long a gateway call may take, in ms.
   */
  gateway: {
    simulator: boolean;
    simulatorKey: string;
    simulatorKeyFile: string | null;
    webhookBaseUrl: string;
    timeoutMs: number;
  };
  /**
   * The send queue: per-device limits (per minute, hour, day; a warm-up ramp over the first days of a
   * device) and random gaps between bulk recipients — all off with MESSAGE_LIMITS=0 — the attempts
   * for transient errors, the attachment size limit, and the worker (lanes = devices sent to at once
   * by this process; a claim older than `sendingTimeoutMs` is checked against the gateway).
   */
  messaging: {
    limits: boolean;
    perMinute: number;
    perHour: number;
    perDay: number;
    warmupDays: number;
    gapMinMs: number;
    gapMaxMs: number;
    maxAttempts: number;
    /** Largest image, audio or video a message carries (WhatsApp's limit: 16 MB). */
    mediaMaxBytes: number;
    /** Largest document a message carries (WhatsApp's limit: 100 MB). */
    documentMaxBytes: number;
    worker: boolean;
    pollMs: number;
    lanes: number;
    sendingTimeoutMs: number;
    reconcileIntervalMs: number;
  };
  /**
   * The postal-code (CEP) and company-registry (CNPJ) services the browser asks by JSONP, with
   * '{cep}' / '{cnpj}' where the digits go (the SPA appends callback=<fn>).
   */
  lookups: { cepUrl: string; cnpjUrl: string };
  /** Company API keys: calls per minute per key (each process counts its own). */
  apiKeys: { ratePerMinute: number };
  /**
   * Outbound webhooks: the delivery worker, whether endpoints may resolve to private addresses
   * (loopback, LAN, link-local, metadata; off by default), the answer timeout, the gaps between
   * attempts (the last repeats) and how long a delivery keeps being tried, deliveries in flight
   * per process, and the poll of the queue.
   */
  webhooks: {
    worker: boolean;
    allowPrivate: boolean;
    timeoutMs: number;
    retryScheduleMs: number[];
    maxAgeMs: number;
    concurrency: number;
    pollMs: number;
  };
  logLevel: string;
  logFormat: 'auto' | 'pretty' | 'json';
  /** Where the log goes instead of stdout (JSON lines), when set. */
  logFile: string | undefined;
  slowRequestMs: number;
}

export class ConfigError extends Error {}

/** A secret from the environment, or one generated once and kept under DATA_DIR. */
export function keptSecret(dataDir: string, file: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY && e.S3_SECRET_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY and S3_SECRET_KEY are required with S3_BUCKET',
    );
  const allowedTypes = e.UPLOAD_ALLOWED_TYPES.split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const unknownTypes = allowedTypes.filter((t) => !(UPLOAD_TYPES as readonly string[]).includes(t));
  if (unknownTypes.length)
    throw new ConfigError(
      `Invalid configuration:\n  UPLOAD_ALLOWED_TYPES: unknown ${unknownTypes.join(', ')} (known: ${UPLOAD_TYPES.join(', ')})`,
    );
  if (e.SIGNING_P12 && !existsSync(e.SIGNING_P12))
    throw new ConfigError(`Invalid configuration:\n  SIGNING_P12: no such file: ${e.SIGNING_P12}`);
  if (e.SIGNATURE_POLICY_OID && !e.SIGNATURE_POLICY_HASH)
    throw new ConfigError(
      'Invalid configuration:\n  SIGNATURE_POLICY_HASH: required with SIGNATURE_POLICY_OID (the SHA-256 of the policy document)',
    );
  const tsa = tsaUrls(e.TSA_URL);
  if (Array.isArray(tsa)) {
    const bad = tsa.filter((u) => !URL.canParse(u) || !/^https?:$/.test(new URL(u).protocol));
    if (bad.length)
      throw new ConfigError(`Invalid configuration:\n  TSA_URL: not an http(s) URL: ${bad.join(', ')}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: keptSecret(dataDir, 'jwt.secret', e.JWT_SECRET),
    appKey: keptSecret(dataDir, 'app.key', e.APP_KEY),
    brand: {
      appName: e.APP_NAME,
      logoUrl: e.APP_LOGO_URL,
      primaryColor: e.APP_PRIMARY_COLOR,
      secondaryColor: e.APP_SECONDARY_COLOR,
    },
    seedDemo: e.SEED_DEMO,
    seedDemoContent: e.SEED_DEMO_CONTENT,
    trustProxy: e.TRUST_PROXY,
    support: { whatsapp: e.SUPPORT_WHATSAPP, email: e.SUPPORT_EMAIL },
    recaptcha: {
      secret: e.RECAPTCHA_SECRET,
      siteKey: e.RECAPTCHA_SITE_KEY,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
    },
    tokens: {
      accessTtl: e.ACCESS_TOKEN_TTL,
      refreshTtl: e.REFRESH_TOKEN_TTL,
      refreshTtlRemember: e.REFRESH_TOKEN_TTL_REMEMBER,
    },
    throttle: {
      maxAttempts: e.LOGIN_MAX_ATTEMPTS,
      maxAttemptsIp: e.LOGIN_MAX_ATTEMPTS_IP,
      lockSeconds: e.LOGIN_LOCK_SECONDS,
    },
    mailLimits: {
      perAddress: e.MAIL_LIMIT_ADDRESS,
      perIp: e.MAIL_LIMIT_IP,
      perUser: e.MAIL_LIMIT_USER,
      windowSeconds: e.MAIL_LIMIT_WINDOW,
    },
    trialDays: e.TRIAL_DAYS,
    planExpiry: {
      warningDays: e.PLAN_EXPIRY_WARNING_DAYS,
      sweepIntervalMs: e.PLAN_EXPIRY_SWEEP_INTERVAL * 1000,
    },
    payments: paymentsConfig(e, dataDir),
    throttlePrune: { intervalMs: e.THROTTLE_PRUNE_INTERVAL * 1000 },
    bulk: { leaseMs: e.BULK_LEASE * 1000 },
    blobSweep: {
      intervalMs: e.BLOB_SWEEP_INTERVAL * 1000,
      tempMaxAgeMs: e.BLOB_TEMP_MAX_AGE * 1000,
      orphanGraceMs: e.BLOB_ORPHAN_GRACE * 1000,
    },
    blob:
      e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: join(dataDir, 'blobs') },
    upload: { maxBytes: e.UPLOAD_MAX_BYTES, allowedTypes, hashOnWorkerFrom: e.UPLOAD_HASH_WORKER_FROM },
    photoMaxBytes: e.PHOTO_MAX_BYTES,
    downloadUrlTtl: e.DOWNLOAD_URL_TTL,
    signing: {
      p12Path: e.SIGNING_P12 ? resolve(e.SIGNING_P12) : undefined,
      p12Password: e.SIGNING_P12_PASSWORD ?? '',
      linkTtl: e.SIGNING_LINK_TTL,
      deadlineSweepIntervalMs: e.SIGNING_DEADLINE_SWEEP_INTERVAL * 1000,
      tsa: {
        urls: tsaUrls(e.TSA_URL),
        user: e.TSA_USER,
        password: e.TSA_PASSWORD,
        timeoutMs: e.TSA_TIMEOUT_MS,
      },
      timestampSweepIntervalMs: e.TIMESTAMP_SWEEP_INTERVAL * 1000,
      retimestampBeforeDays: e.RETIMESTAMP_BEFORE_DAYS,
      policy: e.SIGNATURE_POLICY_OID
        ? {
            oid: e.SIGNATURE_POLICY_OID,
            hash: Buffer.from(
              e.SIGNATURE_POLICY_HASH ?? '',
              /^[0-9a-fA-F]{64}$/.test(e.SIGNATURE_POLICY_HASH ?? '') ? 'hex' : 'base64',
            ),
            uri: e.SIGNATURE_POLICY_URI ?? null,
          }
        : null,
    },
    gateway: {
      simulator: e.GATEWAY_SIMULATOR,
      simulatorKey: keptSecret(dataDir, 'gateway-sim.key', e.GATEWAY_SIM_KEY),
      simulatorKeyFile: e.GATEWAY_SIM_KEY ? null : join(dataDir, 'gateway-sim.key'),
      webhookBaseUrl: (e.GATEWAY_WEBHOOK_URL ?? e.APP_URL ?? `http://localhost:${e.PORT}`).replace(
        /\/+$/,
        '',
      ),
      timeoutMs: e.GATEWAY_TIMEOUT,
    },
    messaging: {
      limits: e.MESSAGE_LIMITS,
      perMinute: e.MESSAGE_LIMIT_MINUTE,
      perHour: e.MESSAGE_LIMIT_HOUR,
      perDay: e.MESSAGE_LIMIT_DAY,
      warmupDays: e.MESSAGE_WARMUP_DAYS,
      gapMinMs: Math.min(e.MESSAGE_GAP_MIN_MS, e.MESSAGE_GAP_MAX_MS),
      gapMaxMs: Math.max(e.MESSAGE_GAP_MIN_MS, e.MESSAGE_GAP_MAX_MS),
      maxAttempts: e.MESSAGE_MAX_ATTEMPTS,
      mediaMaxBytes: e.MESSAGE_ATTACHMENT_MAX_BYTES,
      documentMaxBytes: e.MESSAGE_DOCUMENT_MAX_BYTES,
      worker: e.QUEUE_WORKER,
      pollMs: e.QUEUE_POLL_MS,
      lanes: e.QUEUE_LANES,
      // A claim may be in flight for the whole gateway timeout plus the longest "typing" delay.
      sendingTimeoutMs: e.QUEUE_SENDING_TIMEOUT
        ? e.QUEUE_SENDING_TIMEOUT * 1000
        : e.GATEWAY_TIMEOUT + Math.max(e.MESSAGE_GAP_MAX_MS, 0) + 15_000,
      reconcileIntervalMs: e.RECONCILE_INTERVAL * 1000,
    },
    lookups: { cepUrl: e.CEP_LOOKUP_URL, cnpjUrl: e.CNPJ_LOOKUP_URL },
    apiKeys: { ratePerMinute: e.API_KEY_RATE_LIMIT },
    webhooks: {
      worker: e.WEBHOOK_WORKER,
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE.map((s) => s * 1000),
      maxAgeMs: e.WEBHOOK_MAX_AGE * 1000,
      concurrency: e.WEBHOOK_CONCURRENCY,
      pollMs: e.WEBHOOK_POLL_MS,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    logFile: e.LOG_FILE ? resolve(e.LOG_FILE) : undefined,
    slowRequestMs: e.SLOW_REQUEST_MS,
  };
}

/**
 * The payment provider: ASAAS_BASE_URL + ASAAS_API_KEY when given (production or the sandbox);
 * otherwise the mounted simulator (unless PAYMENT_SIMULATOR=0), reached at APP_URL/psp-sim/v3 with
 * its own key and webhook token kept in DATA_DIR; otherwise none.
 */
/** TSA_URL: unset → the local TSA; 'off' → none; else the URLs, comma- or space-separated, tried in order. */
function tsaUrls(value: string | undefined): string[] | 'local' | 'off' {
  if (!value) return 'local';
  if (value.trim().toLowerCase() === 'off') return 'off';
  return value.split(/[\s,]+/).filter(Boolean);
}

function paymentsConfig(e: z.output<typeof envSchema>, dataDir: string): Config['payments'] {
  const simulatorKey = keptSecret(dataDir, 'payment-sim.key', e.PAYMENT_SIM_KEY);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const webhookToken = keptSecret(dataDir, 'payment-webhook.token', e.ASAAS_WEBHOOK_TOKEN);
  const provider =
    e.ASAAS_BASE_URL && e.ASAAS_API_KEY
      ? {
          baseUrl: e.ASAAS_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.ASAAS_API_KEY,
          webhookToken,
          timeoutMs: e.ASAAS_TIMEOUT_MS,
        }
      : e.PAYMENT_SIMULATOR
        ? {
            baseUrl: `${appUrl}/psp-sim/v3`,
            apiKey: simulatorKey,
            webhookToken,
            timeoutMs: e.ASAAS_TIMEOUT_MS,
          }
        : null;
  return {
    simulator: e.PAYMENT_SIMULATOR,
    simulatorKey,
    simulatorRetryScale: e.PAYMENT_SIM_RETRY_SCALE,
    appUrl,
    provider,
    graceDays: e.BILLING_GRACE_DAYS,
    cancelDays: Math.max(e.BILLING_CANCEL_DAYS, e.BILLING_GRACE_DAYS + 1),
    cancelNoticeDays: e.BILLING_CANCEL_NOTICE_DAYS,
    reminderDays: e.BILLING_REMINDER_DAYS,
    renewalDays: e.BILLING_RENEWAL_DAYS,
    finePercent: e.BILLING_FINE_PERCENT,
    interestPercent: e.BILLING_INTEREST_PERCENT,
    sweepIntervalMs: e.BILLING_SWEEP_INTERVAL * 1000,
    workerPollMs: e.BILLING_WORKER_POLL_MS,
    reconcileAfterMs: e.BILLING_RECONCILE_AFTER * 1000,
    nfse: e.NFSE_SERVICE_CODE
      ? {
          serviceCode: e.NFSE_SERVICE_CODE,
          serviceName: e.NFSE_SERVICE_NAME ?? 'Licença de uso de software',
          description: e.NFSE_SERVICE_DESCRIPTION ?? 'Assinatura da plataforma Cofre',
        }
      : null,
  };
}

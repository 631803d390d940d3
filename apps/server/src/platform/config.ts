import { isIP } from 'node:net';
import path from 'node:path';
import {
  type SalesToolUrls,
  SIGN_IN_FAILURE_MEMORY_MS,
  SIGN_IN_THROTTLE_DEFAULTS,
  type SignInThrottleSettings,
} from '@stride/domain';
import { z } from 'zod';
import { serverPath } from './server-root.js';
import type { S3Settings } from './storage/s3-storage.js';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

/** Environment, validated once at boot so a misconfiguration fails loudly and early. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: flag,
  DEMO_CATALOGUE_STYLES: z.coerce.number().int().min(0).max(200_000).default(2_200),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Stride <no-reply@stride.demo>'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  BYPASS_PERMISSIONS: flag,
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1_000).default(60_000),
  API_TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  API_TOKEN_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1_000).default(60_000),
  SIGN_IN_ACCOUNT_FAILURES_BEFORE_LOCK: z.coerce
    .number()
    .int()
    .min(1)
    .default(SIGN_IN_THROTTLE_DEFAULTS.accountFailuresBeforeLock),
  SIGN_IN_ACCOUNT_LOCK_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(SIGN_IN_FAILURE_MEMORY_MS)
    .default(SIGN_IN_THROTTLE_DEFAULTS.accountLockMs),
  SIGN_IN_ACCOUNT_MAX_LOCK_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(SIGN_IN_FAILURE_MEMORY_MS)
    .default(SIGN_IN_THROTTLE_DEFAULTS.accountMaxLockMs),
  SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(SIGN_IN_THROTTLE_DEFAULTS.addressMaxFailures),
  SIGN_IN_ADDRESS_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(SIGN_IN_FAILURE_MEMORY_MS)
    .default(SIGN_IN_THROTTLE_DEFAULTS.addressWindowMs),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  COOKIE_SECURE: flag,
  TRUST_PROXY: z.string().trim().optional(),
  LOG_PRETTY: flag,
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  DOCUMENT_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  UPLOAD_SIGNING_SECRET: z.string().min(32).optional(),
  CRM_SYNC_URL: z.string().url().optional(),
  CRM_SYNC_SECRET: z.string().min(32).optional(),
  WEBHOOK_ALLOW_PRIVATE: flag,
  WEBHOOK_ALLOW_HTTP: flag,
  TRAVEL_CALENDAR_URL: z.string().url().optional(),
  KEY_ITEM_PRICE_URL: z.string().url().optional(),
  SPENDING_APPROVAL_URL: z.string().url().optional(),
  UPC_LOOKUP_URL: z.string().url().optional(),
  UPS_CLIENT_ID: z.string().min(1).optional(),
  UPS_CLIENT_SECRET: z.string().min(1).optional(),
  UPS_API_URL: z.string().url().default('https://onlinetools.ups.com'),
  // Long enough not to be guessed; it is compared in constant time, never logged.
  METRICS_TOKEN: z.string().min(16).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
});

/**
 * Where the Sales menu's external tools live in a demo (SEED_DEMO) when not configured: pages of
 * the demo company's intranet, so every tool shows.
 */
const demoSalesToolUrls: Required<SalesToolUrls> = {
  travelCalendar: 'https://intranet.stride.example/sales/travel-calendar',
  keyItemPricing: 'https://intranet.stride.example/sales/key-item-price',
  spendingApproval: 'https://intranet.stride.example/finance/spending-approval',
  upcLookup: 'https://intranet.stride.example/product/upc-lookup',
};

/**
 * Whom to believe about the client's address and protocol (X-Forwarded-For, -Proto, -Host):
 * nobody (false); the proxies at these addresses or ranges, so the client's address is the last
 * one they add; or every hop (true), which lets a client name its own address unless nothing
 * reaches the server but through a proxy that replaces the header. No hop count: it cannot tell
 * a proxy from a client that connects directly and sends the header itself (Fastify refuses it too).
 */
type TrustProxy = boolean | string[];

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/** TRUST_PROXY: unset, `false` or `0`; `true`; or addresses, CIDR ranges and loopback/linklocal/uniquelocal, comma-separated. */
const parseTrustProxy = (value: string | undefined): TrustProxy => {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    throw new Error(
      `Invalid environment: TRUST_PROXY: not an address or range (name the proxies' addresses): ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  }
  return entries;
};

/** Where assortments are sent (CRM_SYNC_URL) and the key their bodies are signed with (CRM_SYNC_SECRET). */
export type CrmSettings = { url: string; secret: string };

/** UPS_CLIENT_ID, UPS_CLIENT_SECRET and UPS_API_URL (e.g. https://onlinetools.ups.com). */
export type UpsSettings = { clientId: string; clientSecret: string; apiUrl: string };

export type AppConfig = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  demoCatalogueStyles: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  bypassPermissions: boolean;
  /** Attempts per address and window of the other public account calls (access request, password reset, SSO). */
  loginRateLimit: { max: number; windowMs: number };
  /** Calls per API token and window (API_TOKEN_RATE_LIMIT_…), counted on every server process together. */
  apiTokenRateLimit: { max: number; windowMs: number };
  /** Failed sign-ins per account and per address (SIGN_IN_ACCOUNT_…, SIGN_IN_ADDRESS_…). */
  signInThrottle: SignInThrottleSettings;
  logLevel: string;
  /** Human-readable logs (npm run dev); JSON lines otherwise. */
  logPretty: boolean;
  webDistDir: string;
  cookieSecure: boolean;
  /** TRUST_PROXY: off unless set, so a client reaching the server directly cannot pick its own address. */
  trustProxy: TrustProxy;
  sessionCacheTtlMs: number;
  /** DOCUMENT_THREADS: documents laid out at a time, each in a worker thread of its own. */
  documentThreads: number;
  /** AUDIT_RETENTION_DAYS: audit entries older than this are removed by a daily job. */
  auditRetentionDays: number;
  /** Files go to this S3-compatible bucket when set; to DATA_DIR/files otherwise. */
  s3: S3Settings | undefined;
  /** Signs upload part URLs and upload ids; a key kept in DATA_DIR when not set. */
  uploadSigningSecret: string | undefined;
  /** Where assortments are synced to, and the key their bodies are signed with; no CRM when unset. */
  crm: CrmSettings | undefined;
  /**
   * Where webhooks may be sent: loopback, private and link-local addresses only with
   * WEBHOOK_ALLOW_PRIVATE, http:// only with WEBHOOK_ALLOW_HTTP (tests, on-premise receivers).
   */
  webhooks: { allowPrivate: boolean; allowHttp: boolean };
  /** The Sales menu's external tools (TRAVEL_CALENDAR_URL…); outside a demo, a tool without one is not offered. */
  salesToolUrls: SalesToolUrls;
  /** The carrier that confirms shipping addresses (UPS_CLIENT_ID, UPS_CLIENT_SECRET, UPS_API_URL); none when unset. */
  ups: UpsSettings | undefined;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; without it only loopback callers are answered. */
  metricsToken: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (OTLP over HTTP); no tracing code is loaded when unset. */
  otlpEndpoint: string | undefined;
};

const definedOnly = <T extends Record<string, string | undefined>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  // Without its secret the CRM could not tell our bodies from anyone's.
  if (e.CRM_SYNC_URL && !e.CRM_SYNC_SECRET) {
    throw new Error('Invalid environment: CRM_SYNC_SECRET (32 characters or more) is required with CRM_SYNC_URL');
  }
  const production = e.NODE_ENV === 'production';
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    // Relative to where the command was typed: `npm start` runs the server inside apps/server.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo,
    demoCatalogueStyles: e.DEMO_CATALOGUE_STYLES,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET ?? '' }
        : undefined,
    bypassPermissions: e.BYPASS_PERMISSIONS ?? false,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX, windowMs: e.LOGIN_RATE_LIMIT_WINDOW_MS },
    apiTokenRateLimit: { max: e.API_TOKEN_RATE_LIMIT_MAX, windowMs: e.API_TOKEN_RATE_LIMIT_WINDOW_MS },
    signInThrottle: {
      accountFailuresBeforeLock: e.SIGN_IN_ACCOUNT_FAILURES_BEFORE_LOCK,
      accountLockMs: e.SIGN_IN_ACCOUNT_LOCK_MS,
      // A cap below the first lock would shorten the first lock; the first lock wins.
      accountMaxLockMs: Math.max(e.SIGN_IN_ACCOUNT_MAX_LOCK_MS, e.SIGN_IN_ACCOUNT_LOCK_MS),
      addressMaxFailures: e.SIGN_IN_ADDRESS_MAX_FAILURES,
      addressWindowMs: e.SIGN_IN_ADDRESS_WINDOW_MS,
    },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ?? false,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? serverPath('../web/dist')),
    cookieSecure: e.COOKIE_SECURE ?? e.PUBLIC_URL?.startsWith('https:') ?? false,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    documentThreads: e.DOCUMENT_THREADS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    uploadSigningSecret: e.UPLOAD_SIGNING_SECRET,
    crm: e.CRM_SYNC_URL && e.CRM_SYNC_SECRET ? { url: e.CRM_SYNC_URL, secret: e.CRM_SYNC_SECRET } : undefined,
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? false, allowHttp: e.WEBHOOK_ALLOW_HTTP ?? false },
    salesToolUrls: {
      ...(seedDemo ? demoSalesToolUrls : {}),
      ...definedOnly({
        travelCalendar: e.TRAVEL_CALENDAR_URL,
        keyItemPricing: e.KEY_ITEM_PRICE_URL,
        spendingApproval: e.SPENDING_APPROVAL_URL,
        upcLookup: e.UPC_LOOKUP_URL,
      }),
    },
    ups:
      e.UPS_CLIENT_ID && e.UPS_CLIENT_SECRET
        ? { clientId: e.UPS_CLIENT_ID, clientSecret: e.UPS_CLIENT_SECRET, apiUrl: e.UPS_API_URL }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
};

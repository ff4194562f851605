import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LEAD_RETENTION_DAYS,
  MIN_AUDIT_RETENTION_DAYS,
  type DisclosureDetails,
} from '@bimasetu/contract';
import { z } from 'zod';

/**
 * The regulatory disclosures every page shows (IRDAI web aggregator rules), one variable each. Production refuses
 * to start without every one of them; development shows a "demo deployment" line instead.
 */
export const DISCLOSURE_VARIABLES = [
  'COMPANY_NAME',
  'COMPANY_CIN',
  'COMPANY_ADDRESS',
  'IRDAI_REG_NO',
  'IRDAI_CATEGORY',
  'IRDAI_REG_VALID_TILL',
  'PRINCIPAL_OFFICER',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_PHONE',
  'GRIEVANCE_OFFICER_EMAIL',
] as const;

/** The OTP SMS as registered on DLT (TRAI); {#var#} is where the code goes, as DLT writes variables. */
export const DEFAULT_OTP_TEMPLATE =
  '{#var#} is your BimaSetu login code. It is valid for 5 minutes. Do not share it with anyone, not even our staff.';

/** The code a nominee types to register a death claim, as registered on DLT; {#var#} is where the code goes. */
export const DEFAULT_CLAIM_OTP_TEMPLATE =
  '{#var#} is your BimaSetu code to register a claim as the nominee on a policy. It is valid for 5 minutes. Do not share it with anyone, not even our staff.';

const codeTemplate = (fallback: string) =>
  z
    .string()
    .max(500)
    .refine((v) => v.split('{#var#}').length === 2, 'must contain {#var#} exactly once, where the code goes')
    .default(fallback);

/**
 * The service SMS sent when an adviser records an issued policy, as registered on DLT (service-implicit: it is about
 * the customer's own policy and carries no offer); the two {#var#} are the insurer and the policy number.
 */
export const DEFAULT_POLICY_ISSUED_TEMPLATE =
  'BimaSetu: your {#var#} policy {#var#} is issued. Find it and its documents under My policies in your account.';

const disclosureText = z.string().max(300, 'must be at most 300 characters').optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite file)')
      .optional(),
    SQLITE_PATH: z.string().default('data/bimasetu.db'),
    REDIS_URL: z.string().optional(),
    SMS_PROVIDER: z.enum(['console', 'msg91']).optional(),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    /** MSG91's Flow template for the policy-issued service SMS; without it that SMS is not sent (the app still says). */
    MSG91_SERVICE_TEMPLATE_ID: z.string().optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    AADHAAR_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (a 256-bit key)')
      .optional(),
    DOCUMENT_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (a 256-bit key)')
      .optional(),
    OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    OTP_IP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
    API_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    WEB_DIST: z.string().default('apps/web/build/client'),
    TRUST_PROXY: z
      .string()
      .refine((v) => v !== 'true', {
        message:
          'true would trust every hop, so a client could choose its own address in X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses',
      })
      .transform((v) => (v === 'false' ? 0 : /^\d+$/.test(v) ? Number(v) : v.split(',').map((a) => a.trim())))
      .refine((v) => typeof v === 'number' || v.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a)), {
        message: 'must be a number of proxies or a comma-separated list of their IP addresses or CIDR ranges',
      })
      .optional(),
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    SMS_POLICY_ISSUED_TEMPLATE: z
      .string()
      .max(500)
      .refine(
        (v) => v.split('{#var#}').length === 3,
        'must contain {#var#} twice: the insurer, then the policy number',
      )
      .default(DEFAULT_POLICY_ISSUED_TEMPLATE),
    SMS_OTP_TEMPLATE: codeTemplate(DEFAULT_OTP_TEMPLATE),
    SMS_CLAIM_OTP_TEMPLATE: codeTemplate(DEFAULT_CLAIM_OTP_TEMPLATE),
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_LEAD_RETENTION_DAYS),
    AUDIT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(
        MIN_AUDIT_RETENTION_DAYS,
        `must be at least ${MIN_AUDIT_RETENTION_DAYS} (the audit log is kept a year)`,
      )
      .max(36500)
      .default(2 * MIN_AUDIT_RETENTION_DAYS),
    RETENTION_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    MSG91_REMINDER_TEMPLATE_ID: z.string().optional(),
    MSG91_OFFER_TEMPLATE_ID: z.string().optional(),
    /** MSG91's Flow template for a nominee's claim code (##otp##); without it the login template carries it. */
    MSG91_CLAIM_OTP_TEMPLATE_ID: z.string().optional(),
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
    RENEWAL_SCAN_SECONDS: z.coerce.number().min(0.5).max(3600).default(300),
    // the status machine's dates change once a day; hourly lands a day's moves within an hour of midnight
    POLICY_STATUS_SCAN_SECONDS: z.coerce.number().min(0.5).max(86_400).default(3600),
    // the shortest clock is a cashless claim's hour: a minute's scan tells a run-out clock within a minute
    CLOCK_BREACH_SCAN_SECONDS: z.coerce.number().min(0.5).max(3600).default(60),
    TEST_CLOCK_FILE: z.string().optional(),
    COMPANY_NAME: disclosureText,
    COMPANY_CIN: z
      .string()
      .regex(
        /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
        'must be a 21-character CIN such as U66000KA2024PTC123456',
      )
      .optional(),
    COMPANY_ADDRESS: disclosureText,
    IRDAI_REG_NO: disclosureText,
    IRDAI_CATEGORY: disclosureText,
    IRDAI_REG_VALID_TILL: z
      .string()
      .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'must be a date written dd/mm/yyyy')
      .optional(),
    PRINCIPAL_OFFICER: disclosureText,
    GRIEVANCE_OFFICER_NAME: disclosureText,
    GRIEVANCE_OFFICER_PHONE: z
      .string()
      .regex(/^\+?[\d ]{8,20}$/, 'must be a phone number (digits and spaces, an optional leading +)')
      .optional(),
    GRIEVANCE_OFFICER_EMAIL: z.email('must be an email address').optional(),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const provider = env.SMS_PROVIDER ?? (production ? 'msg91' : 'console');
    if (production && provider === 'console') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'console is not allowed in production',
      });
    }
    if (provider === 'msg91' && (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MSG91_AUTH_KEY'],
        message: 'MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required for msg91',
      });
    }
    if (env.TEST_CLOCK_FILE && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_FILE'],
        message: 'is allowed only with NODE_ENV=test',
      });
    }
    if (production && !env.AADHAAR_KEY) {
      ctx.addIssue({ code: 'custom', path: ['AADHAAR_KEY'], message: 'is required in production' });
    }
    if (production && !env.DOCUMENT_KEY) {
      ctx.addIssue({ code: 'custom', path: ['DOCUMENT_KEY'], message: 'is required in production' });
    }
    if (production && !env.OTP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'is required in production' });
    }
    if (production) {
      for (const name of DISCLOSURE_VARIABLES) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required in production (a regulatory disclosure shown on every page)',
          });
        }
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  database: ({ kind: 'postgres'; url: string; schema?: string } | { kind: 'sqlite'; path: string }) & {
    timeoutMs?: number;
  };
  redisUrl: string | undefined;
  sms:
    | { provider: 'console' }
    | {
        provider: 'msg91';
        authKey: string;
        templateId: string;
        serviceTemplateId: string;
        baseUrl: string;
        timeoutMs: number;
        /** DLT templates for renewal reminders: the service one, and the promotional one (with an offer). */
        reminderTemplateId?: string;
        offerTemplateId?: string;
      };
  aadhaarKey: Buffer;
  /** Seals policy documents at rest (AES-256-GCM); a different key from Aadhaar's, so each can be rotated alone. */
  documentKey: Buffer;
  otpSecret: string;
  otpIpLimitPerHour: number;
  apiIpLimitPerMinute: number;
  webDist: string;
  /** Proxies in front of the server: how many hops, or their addresses; 0 trusts none. */
  trustProxy: number | string[];
  /** Every disclosure, or null on a development deployment that lacks any (the web shows a demo line). */
  disclosures: DisclosureDetails | null;
  /** The DLT-registered OTP text, {#var#} standing for the code. */
  otpTemplate: string;
  /** The DLT-registered text of a nominee's claim code, {#var#} standing for the code. */
  claimOtpTemplate: string;
  /** The DLT-registered policy-issued SMS, {#var#} for the insurer and then the policy number. */
  policyIssuedTemplate: string;
  retention: { leadDays: number; auditDays: number; sweepMinutes: number };
  /** Lets a scraper off this machine read /metrics (`Authorization: Bearer …`); loopback callers need none. */
  metricsToken: string | undefined;
  /** Durable jobs (apps/api/src/jobs): polling, lease, retries with backoff, and the renewal scan's period. */
  jobs: {
    pollSeconds: number;
    maintenanceSeconds: number;
    expireSeconds: number;
    retryDelaySeconds: number;
    retryLimit: number;
    renewalScanSeconds: number;
    policyStatusScanSeconds: number;
    clockBreachScanSeconds: number;
  };
  /** NODE_ENV=test only: a file holding the time every process reads (the multi-process job tests move it). */
  testClockFile: string | undefined;
}

function disclosuresOf(env: Env): DisclosureDetails | null {
  if (DISCLOSURE_VARIABLES.some((name) => !env[name])) return null;
  return {
    companyName: env.COMPANY_NAME ?? '',
    cin: env.COMPANY_CIN ?? '',
    registeredAddress: env.COMPANY_ADDRESS ?? '',
    irdaiRegNo: env.IRDAI_REG_NO ?? '',
    irdaiCategory: env.IRDAI_CATEGORY ?? '',
    irdaiValidTill: env.IRDAI_REG_VALID_TILL ?? '',
    principalOfficer: env.PRINCIPAL_OFFICER ?? '',
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? '',
      phone: env.GRIEVANCE_OFFICER_PHONE ?? '',
      email: env.GRIEVANCE_OFFICER_EMAIL ?? '',
    },
  };
}

// Development-only fallbacks so `npm start` works out of the box; production refuses to start without real ones.
const DEV_AADHAAR_KEY = '6d9f1c0b7a3e4f5d8c2b1a0e9f8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d';
const DEV_DOCUMENT_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';
const DEV_OTP_SECRET = 'development-only-otp-secret-change-me-please';

/** Relative paths in the configuration are taken from the repository root, wherever a command runs from. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const fromRoot = (path: string) => (path === ':memory:' || isAbsolute(path) ? path : resolve(repoRoot, path));

/**
 * Fastify's trustProxy for the configured proxies: no proxy (0) is false, so a request's address is its socket's
 * peer and no forwarding header is parsed on any request; a hop count becomes "trust the nearest n addresses"
 * (what Fastify does with a number at run time, spelled out because its types take no number); a list stays a list.
 */
export function trustedProxies(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  if (trustProxy === 0) return false;
  return (_address, hop) => hop < trustProxy;
}

/** Reads a .env file into process.env when there is one; variables already set win. */
export function loadDotEnv(path = resolve(repoRoot, '.env')): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** Reads and validates the environment once, at boot. Throws with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty value ("DATABASE_URL=") means unset.
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const provider = env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? 'msg91' : 'console');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, timeoutMs: env.DATABASE_TIMEOUT_MS }
      : { kind: 'sqlite', path: fromRoot(env.SQLITE_PATH), timeoutMs: env.DATABASE_TIMEOUT_MS },
    redisUrl: env.REDIS_URL,
    sms:
      provider === 'msg91'
        ? {
            provider,
            authKey: env.MSG91_AUTH_KEY ?? '',
            templateId: env.MSG91_TEMPLATE_ID ?? '',
            serviceTemplateId: env.MSG91_SERVICE_TEMPLATE_ID ?? '',
            baseUrl: env.MSG91_BASE_URL,
            timeoutMs: env.SMS_TIMEOUT_MS,
            ...(env.MSG91_REMINDER_TEMPLATE_ID ? { reminderTemplateId: env.MSG91_REMINDER_TEMPLATE_ID } : {}),
            ...(env.MSG91_OFFER_TEMPLATE_ID ? { offerTemplateId: env.MSG91_OFFER_TEMPLATE_ID } : {}),
            ...(env.MSG91_CLAIM_OTP_TEMPLATE_ID ? { claimTemplateId: env.MSG91_CLAIM_OTP_TEMPLATE_ID } : {}),
          }
        : { provider: 'console' },
    aadhaarKey: Buffer.from(env.AADHAAR_KEY ?? DEV_AADHAAR_KEY, 'hex'),
    documentKey: Buffer.from(env.DOCUMENT_KEY ?? DEV_DOCUMENT_KEY, 'hex'),
    otpSecret: env.OTP_SECRET ?? DEV_OTP_SECRET,
    otpIpLimitPerHour: env.OTP_IP_LIMIT_PER_HOUR,
    apiIpLimitPerMinute: env.API_IP_LIMIT_PER_MINUTE,
    webDist: fromRoot(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY ?? 0,
    disclosures: disclosuresOf(env),
    otpTemplate: env.SMS_OTP_TEMPLATE,
    claimOtpTemplate: env.SMS_CLAIM_OTP_TEMPLATE,
    policyIssuedTemplate: env.SMS_POLICY_ISSUED_TEMPLATE,
    retention: {
      leadDays: env.LEAD_RETENTION_DAYS,
      auditDays: env.AUDIT_RETENTION_DAYS,
      sweepMinutes: env.RETENTION_SWEEP_MINUTES,
    },
    metricsToken: env.METRICS_TOKEN,
    jobs: {
      pollSeconds: env.JOBS_POLL_SECONDS,
      maintenanceSeconds: env.JOBS_MAINTENANCE_SECONDS,
      expireSeconds: env.JOBS_EXPIRE_SECONDS,
      retryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS,
      retryLimit: env.JOBS_RETRY_LIMIT,
      renewalScanSeconds: env.RENEWAL_SCAN_SECONDS,
      policyStatusScanSeconds: env.POLICY_STATUS_SCAN_SECONDS,
      clockBreachScanSeconds: env.CLOCK_BREACH_SCAN_SECONDS,
    },
    testClockFile: env.TEST_CLOCK_FILE,
  };
}

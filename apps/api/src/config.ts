import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    AADHAAR_KEY: z
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
    if (production && !env.AADHAAR_KEY) {
      ctx.addIssue({ code: 'custom', path: ['AADHAAR_KEY'], message: 'is required in production' });
    }
    if (production && !env.OTP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'is required in production' });
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
    | { provider: 'msg91'; authKey: string; templateId: string; baseUrl: string; timeoutMs: number };
  aadhaarKey: Buffer;
  otpSecret: string;
  otpIpLimitPerHour: number;
  apiIpLimitPerMinute: number;
  webDist: string;
  /** Proxies in front of the server: how many hops, or their addresses; 0 trusts none. */
  trustProxy: number | string[];
}

// Development-only fallbacks so `npm start` works out of the box; production refuses to start without real ones.
const DEV_AADHAAR_KEY = '6d9f1c0b7a3e4f5d8c2b1a0e9f8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d';
const DEV_OTP_SECRET = 'development-only-otp-secret-change-me-please';

/** Relative paths in the configuration are taken from the repository root, wherever a command runs from. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const fromRoot = (path: string) => (path === ':memory:' || isAbsolute(path) ? path : resolve(repoRoot, path));

/**
 * Fastify's trustProxy for the configured proxies: a hop count becomes "trust the nearest n addresses" (what
 * Fastify does with a number at run time, spelled out because its types take no number), a list stays a list.
 */
export function trustedProxies(
  trustProxy: Config['trustProxy'],
): string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
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
            baseUrl: env.MSG91_BASE_URL,
            timeoutMs: env.SMS_TIMEOUT_MS,
          }
        : { provider: 'console' },
    aadhaarKey: Buffer.from(env.AADHAAR_KEY ?? DEV_AADHAAR_KEY, 'hex'),
    otpSecret: env.OTP_SECRET ?? DEV_OTP_SECRET,
    otpIpLimitPerHour: env.OTP_IP_LIMIT_PER_HOUR,
    apiIpLimitPerMinute: env.API_IP_LIMIT_PER_MINUTE,
    webDist: fromRoot(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY ?? 0,
  };
}

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { DISCLOSURE_VARIABLES, loadConfig, repoRoot } from '../src/config.ts';
import { SAMPLE_DISCLOSURES } from './support/sample-disclosures.ts';

/** Production with its secrets and MSG91 credentials: all it needs but the regulatory disclosures. */
const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  MSG91_AUTH_KEY: 'k',
  MSG91_TEMPLATE_ID: 't',
  AADHAAR_KEY: 'a'.repeat(64),
  DOCUMENT_KEY: 'b'.repeat(64),
  OTP_SECRET: 's'.repeat(32),
};

describe('loadConfig', () => {
  it('defaults to the embedded SQLite file, port 8080 and the console SMS provider in development', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      kind: 'sqlite',
      path: resolve(repoRoot, 'data/bimasetu.db'),
      timeoutMs: 3000,
    });
    expect(config.webDist).toBe(resolve(repoRoot, 'apps/web/build/client'));
    expect(config.sms.provider).toBe('console');
  });

  it('takes relative paths from the repository root', () => {
    expect(existsSync(resolve(repoRoot, 'packages/contract/package.json'))).toBe(true);
    expect(loadConfig({ SQLITE_PATH: '/var/lib/b.db' }).database).toEqual({
      kind: 'sqlite',
      path: '/var/lib/b.db',
      timeoutMs: 3000,
    });
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
      timeoutMs: 3000,
    });
  });

  it('refuses to start with the console SMS provider in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'console',
        AADHAAR_KEY: 'a'.repeat(64),
        DOCUMENT_KEY: 'b'.repeat(64),
        OTP_SECRET: 's'.repeat(32),
      }),
    ).toThrow(/SMS_PROVIDER: console is not allowed in production/);
  });

  it('requires real secrets and MSG91 credentials in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AADHAAR_KEY: is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DOCUMENT_KEY: is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/MSG91_AUTH_KEY/);
    const config = loadConfig({ ...PRODUCTION_SECRETS, ...SAMPLE_DISCLOSURES });
    expect(config.sms.provider).toBe('msg91');
  });

  it('refuses to start in production without every regulatory disclosure, naming each one missing', () => {
    let message = '';
    try {
      loadConfig(PRODUCTION_SECRETS);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of DISCLOSURE_VARIABLES) {
      expect(message).toContain(
        `${name}: is required in production (a regulatory disclosure shown on every page)`,
      );
    }
    const { GRIEVANCE_OFFICER_EMAIL: _left, ...allButOne } = SAMPLE_DISCLOSURES;
    expect(() => loadConfig({ ...PRODUCTION_SECRETS, ...allButOne })).toThrow(
      /^Invalid configuration: GRIEVANCE_OFFICER_EMAIL: is required in production/,
    );
    expect(loadConfig({ ...PRODUCTION_SECRETS, ...SAMPLE_DISCLOSURES }).disclosures).toMatchObject({
      cin: SAMPLE_DISCLOSURES.COMPANY_CIN,
      grievanceOfficer: { email: SAMPLE_DISCLOSURES.GRIEVANCE_OFFICER_EMAIL },
    });
  });

  it('shows a demo line in development instead of refusing, and checks the values given', () => {
    expect(loadConfig({}).disclosures).toBeNull();
    expect(() => loadConfig({ COMPANY_CIN: 'ABC' })).toThrow(/COMPANY_CIN: must be a 21-character CIN/);
    expect(() => loadConfig({ SMS_OTP_TEMPLATE: 'no code here' })).toThrow(
      /SMS_OTP_TEMPLATE: must contain \{#var#\}/,
    );
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '200' })).toThrow(
      /AUDIT_RETENTION_DAYS: must be at least 365/,
    );
    expect(loadConfig({ LEAD_RETENTION_DAYS: '90' }).retention.leadDays).toBe(90);
  });

  it('names each bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AADHAAR_KEY: 'short' })).toThrow(/AADHAAR_KEY: must be 64 hex characters/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('takes TRUST_PROXY as a number of proxies or their addresses, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: must be a number/);
    expect(() => loadConfig({ DATABASE_TIMEOUT_MS: '10' })).toThrow(/DATABASE_TIMEOUT_MS/);
  });
});

describe('starting the server in production', () => {
  it('fails before listening, naming every missing disclosure', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 't',
        AADHAAR_KEY: 'a'.repeat(64),
        DOCUMENT_KEY: 'b'.repeat(64),
        OTP_SECRET: 's'.repeat(32),
        PORT: '0',
        HOST: '127.0.0.1',
        SQLITE_PATH: ':memory:',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).not.toBe(0);
    for (const name of DISCLOSURE_VARIABLES) {
      expect(started.stderr).toContain(`${name}: is required in production`);
    }
  });
});

// Reading back the leads the journeys' server stored, straight from its SQLite file (table `leads`).
import { createRequire } from 'node:module';
import { expect, type Locator } from './support/fixtures';

const require = createRequire(import.meta.url);

interface SqliteStatement {
  all: (...params: unknown[]) => unknown[];
}
interface SqliteDatabase {
  prepare: (sql: string) => SqliteStatement;
  close: () => void;
}
type SqliteConstructor = new (
  path: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => SqliteDatabase;

export interface StoredLead {
  line: string;
  consent: number;
  contactPreference: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Every stored lead whose details mention `mobile` (each journey uses its own fresh number). */
export function leadsMentioning(mobile: string): StoredLead[] {
  const path = process.env.E2E_SQLITE_PATH;
  if (!path) throw new Error('E2E_SQLITE_PATH is not set: run through playwright.config.ts');
  const Database = require('better-sqlite3') as SqliteConstructor;
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        'SELECT line, consent, contact_preference, details, created_at FROM leads WHERE details LIKE ? ORDER BY id',
      )
      .all(`%${mobile}%`) as {
      line: string;
      consent: number;
      contact_preference: string;
      details: string;
      created_at: string;
    }[];
    return rows.map((row) => ({
      line: row.line,
      consent: row.consent,
      contactPreference: row.contact_preference,
      details: JSON.parse(row.details) as Record<string, unknown>,
      createdAt: row.created_at,
    }));
  } finally {
    db.close();
  }
}

/** Waits for the lead the form sent on its way to the plan list; answers it. */
export async function expectOneLead(mobile: string): Promise<StoredLead> {
  await expect.poll(() => leadsMentioning(mobile).length, { message: `a lead for ${mobile}` }).toBe(1);
  const [lead] = leadsMentioning(mobile);
  if (!lead) throw new Error('no lead');
  expect(Date.now() - Date.parse(lead.createdAt)).toBeLessThan(5 * 60_000);
  return lead;
}

/** A lead without consent must never arrive: give a stray request time to land, then check. */
export async function expectNoLead(mobile: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(leadsMentioning(mobile)).toEqual([]);
}

/** A buying button's link: the application form with the plan and the list's choices its card was priced with. */
export async function expectApplyLink(link: Locator, expected: Record<string, unknown>): Promise<void> {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith('/dashboard?quote=')).toBe(true);
  const quote = JSON.parse(new URL(href, 'http://localhost').searchParams.get('quote') ?? '{}') as object;
  expect(quote).toMatchObject(expected);
}

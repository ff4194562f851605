// kill -9 under a write load: every write the server acknowledged is there after a restart. A real server
// process (the same entry point as `npm run dev`), on this engine.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import { scratchDatabase, SCRATCH_HOOK_TIMEOUT_MS } from './support/scratch-database.ts';
import { startServerProcess } from './support/server-process.ts';
import { engine } from './support/test-app.ts';

const ROUNDS = 3;
const WRITERS = 8;

/** Where the server keeps its data, and how the test reads it back without the server. */
interface Store {
  env: Record<string, string>;
  messages(): Promise<Set<string>>;
  drop(): Promise<void>;
}

async function freshStore(): Promise<Store> {
  const scratch = await scratchDatabase('crash');
  return {
    env: scratch.env,
    messages: async () => {
      const { db, close } = connect(
        scratch.kind === 'sqlite'
          ? { kind: 'sqlite', path: scratch.path }
          : { kind: 'postgres', url: scratch.url },
      );
      try {
        const rows = await db.selectFrom('contact_enquiries').select('customer_message').execute();
        return new Set(rows.map((row) => row.customer_message));
      } finally {
        await close();
      }
    },
    drop: scratch.drop,
  };
}

/** Writers post enquiries until the server dies; answers the messages it acknowledged. */
async function writeUntilKilled(url: string, round: number, child: ChildProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let alive = true;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let i = 0; alive; i += 1) {
      const marker = `round ${round} writer ${writer} write ${i}`;
      try {
        const response = await fetch(`${url}/api/Insurance/ContactUs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            customerName: 'Crash Test',
            mobile: '9855566677',
            messageType: 'others',
            customerMessage: marker,
          }),
        });
        if (response.status === 200) acknowledged.push(marker);
      } catch {
        alive = false;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 400));
  child.kill('SIGKILL');
  await Promise.all(writers);
  return acknowledged;
}

describe(`kill -9 under writes (${engine})`, () => {
  let store: Store;
  beforeAll(async () => {
    store = await freshStore();
  }, SCRATCH_HOOK_TIMEOUT_MS);
  afterAll(() => store.drop(), SCRATCH_HOOK_TIMEOUT_MS);

  it(`keeps every acknowledged write over ${ROUNDS} kills`, async () => {
    const acknowledged: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { child, url, exited } = await startServerProcess(store.env);
      acknowledged.push(...(await writeUntilKilled(url, round, child)));
      await exited;
    }
    // Each round after the first restarted on what the last kill left; the store is read without a server.
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * WRITERS);
    const stored = await store.messages();
    expect(acknowledged.filter((marker) => !stored.has(marker))).toEqual([]);
    console.info(`crash test (${engine}): ${acknowledged.length} acknowledged writes, all present`);
  }, 120_000);
});

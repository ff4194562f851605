// A TCP proxy in front of a server (PostgreSQL, Redis) that a test can make misbehave the ways networks do: stall
// (hold every byte, both ways, without closing anything: a partition or a failover nobody heard of), drop (read
// and discard every byte, both ways: what is sent meanwhile is lost for good), reset (close every connection at
// once), refuse (accept and close at once) or stop listening (the server gone: nothing answers on the port). It
// counts the connections it accepted and keeps count of those still open, so a test can see a client drop one.
import { createServer, connect, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'stall' | 'drop' | 'refuse';

interface Pair {
  client: Socket;
  upstream: Socket;
  /**
   * What becomes of the bytes each way: forwarded; held ('stall': every connection open when stall() was called,
   * and every new one while stalled), to be delivered when forwarded again; or read and discarded ('drop').
   */
  state: 'forward' | 'stall' | 'drop';
  /** What a stalled connection was sent, each way, to be delivered when it is forwarded again. */
  held: { toUpstream: Buffer[]; toClient: Buffer[] };
}

export interface TcpFaultProxy {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** `target` (a postgres:// or redis:// URL) with its host and port replaced by the proxy's. */
  urlFor(target: string): string;
  /**
   * How connections are treated from now on; 'stall' also stalls the open ones, 'drop' drops what the open ones
   * send (and what they held), 'forward' resumes them; 'refuse' leaves the open ones as they are.
   */
  setMode(mode: ProxyMode): void;
  /** Stalls the connections open now; new ones are still forwarded (the old server gone, a new one up). */
  stallOpen(): void;
  /** Closes every connection now. */
  reset(): void;
  /**
   * Stops listening and closes every connection: a new one is refused by the system (ECONNREFUSED), not accepted
   * (and not counted) as with 'refuse'. listenAgain() listens on the same port again.
   */
  stopListening(): Promise<void>;
  /** Listens again, on the same port, after stopListening(); connections are treated as the mode says. */
  listenAgain(): Promise<void>;
  accepted(): number;
  open(): number;
  close(): Promise<void>;
}

export async function tcpFaultProxy(targetHost: string, targetPort: number): Promise<TcpFaultProxy> {
  let mode: ProxyMode = 'forward';
  let accepted = 0;
  let listening = false;
  const pairs = new Set<Pair>();

  function onConnection(client: Socket) {
    accepted += 1;
    if (mode === 'refuse') return void client.destroy();
    const upstream = connect(targetPort, targetHost);
    const pair: Pair = {
      client,
      upstream,
      state: mode,
      held: { toUpstream: [], toClient: [] },
    };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    const { held } = pair;
    client.on('data', (data: Buffer) => {
      if (pair.state === 'stall') held.toUpstream.push(data);
      else if (pair.state === 'forward') upstream.write(data);
    });
    upstream.on('data', (data: Buffer) => {
      if (pair.state === 'stall') held.toClient.push(data);
      else if (pair.state === 'forward') client.write(data);
    });
  }

  function resume(pair: Pair) {
    pair.state = 'forward';
    for (const data of pair.held.toUpstream.splice(0)) pair.upstream.write(data);
    for (const data of pair.held.toClient.splice(0)) pair.client.write(data);
  }

  function discard(pair: Pair) {
    pair.state = 'drop';
    pair.held.toUpstream.length = 0;
    pair.held.toClient.length = 0;
  }

  function reset() {
    for (const pair of [...pairs]) {
      pairs.delete(pair);
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
  }

  const server: Server = createServer(onConnection);
  let port = 0;

  async function listen() {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    listening = true;
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  }

  async function stopListening() {
    if (!listening) return void reset();
    listening = false;
    // Resolves once the connections below are closed too.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    reset();
    await closed;
  }

  await listen();

  return {
    port,
    urlFor(target) {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    setMode(next) {
      mode = next;
      for (const pair of pairs) {
        if (next === 'stall') pair.state = 'stall';
        else if (next === 'drop') discard(pair);
        else if (next === 'forward') resume(pair);
      }
    },
    stallOpen() {
      for (const pair of pairs) pair.state = 'stall';
    },
    reset,
    stopListening,
    async listenAgain() {
      if (!listening) await listen();
    },
    accepted: () => accepted,
    open: () => pairs.size,
    close: stopListening,
  };
}

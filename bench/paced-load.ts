// An open-loop load generator for bench:load: requests leave at a steady rate, spread over many kept-alive
// connections, whether or not earlier ones have been answered (a connection pipelines when it must). autocannon's
// own rate option is no use here: it lets each connection send its whole second's quota at the start of every
// second, a burst that measures a saturated server again. Latency is taken from the moment a request was due to
// leave, so a server that falls behind is charged for the wait (no coordinated omission).
import { connect, type Socket } from 'node:net';

export interface PacedResult {
  rps: number;
  p99: number;
  errors: number;
  timeouts: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const GRACE_MS = 10_000;

interface Connection {
  socket: Socket;
  /** When each request still unanswered on this connection was due to leave, oldest first. */
  due: number[];
  pending: Buffer;
  /** Body bytes still to skip of the response being read. */
  bodyLeft: number;
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends `rate` requests a second for `durationS` seconds over `connections` connections: request k goes on
 * connection k mod connections, with the bytes `request(k)` gives. Waits up to 10 s for the last answers.
 */
export async function pacedLoad(options: {
  port: number;
  connections: number;
  rate: number;
  durationS: number;
  request: (k: number) => Buffer;
}): Promise<PacedResult> {
  const { rate, durationS } = options;
  const connections: Connection[] = [];
  for (let i = 0; i < options.connections; i += 1) {
    connections.push({ socket: await open(options.port), due: [], pending: Buffer.alloc(0), bodyLeft: 0 });
  }
  const latencies: number[] = [];
  let errors = 0;
  let answered = 0;

  const answer = (connection: Connection, status: number) => {
    const due = connection.due.shift();
    if (due === undefined) return;
    latencies.push(performance.now() - due);
    answered += 1;
    if (status < 200 || status >= 300) errors += 1;
  };
  for (const connection of connections) {
    connection.socket.on('data', (chunk: Buffer) => {
      let data = connection.pending.length ? Buffer.concat([connection.pending, chunk]) : chunk;
      for (;;) {
        if (connection.bodyLeft > 0) {
          const skip = Math.min(connection.bodyLeft, data.length);
          connection.bodyLeft -= skip;
          data = data.subarray(skip);
          if (connection.bodyLeft > 0) break;
        }
        const end = data.indexOf(HEADER_END);
        if (end < 0) break;
        const head = data.subarray(0, end).toString('latin1');
        const status = Number(head.slice(9, 12));
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        data = data.subarray(end + HEADER_END.length);
        connection.bodyLeft = length;
        answer(connection, status);
      }
      connection.pending = data;
    });
    const fail = () => {
      errors += connection.due.length;
      connection.due = [];
    };
    connection.socket.on('error', fail);
    connection.socket.on('close', fail);
  }

  const total = Math.round(rate * durationS);
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const dueNow = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
      for (; sent < dueNow; sent += 1) {
        const connection = connections[sent % connections.length]!;
        if (connection.socket.destroyed) {
          errors += 1;
          continue;
        }
        connection.due.push(start + (sent * 1000) / rate);
        connection.socket.write(options.request(sent));
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  const waitUntil = performance.now() + GRACE_MS;
  while (answered + errors < total && performance.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const timeouts = connections.reduce((sum, c) => sum + c.due.length, 0);
  for (const connection of connections) {
    connection.due = [];
    connection.socket.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: answered / elapsed,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    errors,
    timeouts,
  };
}

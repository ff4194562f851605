// The clients of bench:cluster: plain HTTP/1.1 with kept-alive connections (as browsers keep them), each request
// timed and its outcome kept, so a failure can be placed before or after an event (a kill).
import http from 'node:http';

export interface Outcome {
  kind: 'read' | 'write';
  startedAt: number;
  endedAt: number;
  status: number;
  error?: string;
  /** A write's message text, kept when the server acknowledged it (200). */
  written?: string;
}

export interface Answer {
  status: number;
  body: string;
}

/** One HTTP request; `localAddress` picks the loopback address the client comes from (127.0.0.x). */
export function request(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: http.Agent;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
        // No agent: a connection of its own, closed after the answer (Node's global agent keeps them alive).
        agent: options.agent ?? false,
        localAddress: options.localAddress,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    sent.setTimeout(15_000, () => sent.destroy(new Error('client timeout')));
    sent.on('error', reject);
    sent.end(options.body);
  });
}

export interface Load {
  stop(): Promise<Outcome[]>;
}

/**
 * `connections` clients in a loop until stopped: three signed-in or public reads (the FAQ list, the customer's
 * requests) to one write (a message to the advisers, numbered so it can be looked for afterwards).
 */
export function startLoad(
  base: string,
  token: string,
  mobile: string,
  connections: number,
  tag: string,
): Load {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Outcome[] = [];
  let running = true;
  let sequence = 0;
  const auth = { authorization: `Bearer ${token}` };

  async function client(): Promise<void> {
    while (running) {
      const n = (sequence += 1);
      const write = n % 4 === 0;
      const text = `${tag}-${n}`;
      const startedAt = performance.now();
      const done = (status: number, error?: string) =>
        outcomes.push({
          kind: write ? 'write' : 'read',
          startedAt,
          endedAt: performance.now(),
          status,
          ...(error ? { error } : {}),
          ...(write && status === 200 ? { written: text } : {}),
        });
      try {
        const answer = write
          ? await request(`${base}/api/Insurance/AddUserMessage`, {
              method: 'POST',
              agent,
              headers: auth,
              body: JSON.stringify({ parentmessageid: null, fromMobile: mobile, messageContent: text }),
            })
          : await request(
              n % 2 === 0
                ? `${base}/api/Insurance/GetFaqList`
                : `${base}/api/Insurance/GetMyLoanRequest?mobile=${mobile}`,
              { agent, headers: auth },
            );
        done(answer.status, answer.status === 200 ? undefined : answer.body.slice(0, 120));
      } catch (error) {
        done(0, (error as Error).message);
      }
    }
  }

  const clients = Array.from({ length: connections }, () => client());
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      return outcomes;
    },
  };
}

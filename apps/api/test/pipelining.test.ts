// HTTP/1.1 pipelining: every request a client writes ahead on one connection is answered, in order, even when
// some of them are refused (bad JSON, an empty JSON body, a wrong content type, a bad address, no such route).
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const test = useTestApp({ env: { API_IP_LIMIT_PER_MINUTE: '100000' } });

const post = (path: string, type: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: t\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: t\r\n\r\n`;

/** Writes every request at once on one socket; answers the status of each response read within the wait. */
async function pipeline(url: string, requests: string[]): Promise<number[]> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.write(requests.join(''));
  const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
  const deadline = Date.now() + 10_000;
  while (statuses().length < requests.length && Date.now() < deadline && !socket.closed) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.destroy();
  return statuses();
}

describe('pipelined requests on one connection', () => {
  it('answers all 50, refused ones included, in the order they were written', async () => {
    const contact = '/api/Insurance/ContactUs';
    const special: Record<number, [string, number]> = {
      5: [post(contact, 'application/json', '{not json'), 400],
      12: [post(contact, 'application/json', ''), 400],
      19: [post(contact, 'application/xml', '<a/>'), 415],
      26: [get('/api/%E0%A4%A'), 400],
      33: [get('/api/NoSuchCall'), 404],
      40: [post(contact, 'application/json', '{}'), 400],
    };
    const requests = Array.from(
      { length: 50 },
      (_, i) => special[i]?.[0] ?? get('/api/Insurance/GetFaqList'),
    );
    const expected = Array.from({ length: 50 }, (_, i) => special[i]?.[1] ?? 200);
    expect(await pipeline(test.url, requests)).toEqual(expected);
  });

  it('still closes the connection after a body too large to read, answering that request first', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(70 * 1024) });
    const statuses = await pipeline(test.url, [
      post('/api/Insurance/ContactUs', 'application/json', huge),
      get('/api/Insurance/GetFaqList'),
    ]);
    expect(statuses).toEqual([413]);
  });
});

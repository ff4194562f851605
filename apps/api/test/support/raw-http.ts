import { connect } from 'node:net';

/** Writes raw bytes on a fresh connection to the server at `url` and reads until it closes; fails on a reset. */
export function rawExchange(url: string, bytes: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      socket.end();
      resolve(received);
    });
    socket.write(bytes);
  });
}

/** The JSON body of a raw HTTP answer. */
export const rawBodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

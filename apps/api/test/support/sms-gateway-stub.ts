import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

export interface GatewayDelivery {
  templateId: string;
  mobile: string;
  variables: Record<string, string>;
  /** The injected clock's time when the gateway took it (read from the clock file). */
  at: Date;
}

/**
 * A stand-in for MSG91's Flow API, outside the server processes as the real one is: it keeps every SMS it
 * accepted, and refuses every `failEvery`-th request with a 503, which the server must retry.
 */
export async function startGatewayStub(clockFile: string, failEvery: number) {
  const delivered: GatewayDelivery[] = [];
  let requests = 0;
  let refused = 0;
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      requests += 1;
      if (requests % failEvery === 0) {
        refused += 1;
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', message: 'busy' }));
        return;
      }
      const body = JSON.parse(text) as { template_id: string; recipients: Record<string, string>[] };
      const { mobiles = '', ...variables } = body.recipients[0] ?? {};
      delivered.push({
        templateId: body.template_id,
        mobile: mobiles.slice(-10),
        variables,
        at: new Date(readFileSync(clockFile, 'utf8').trim()),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'success', message: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    delivered,
    refused: () => refused,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

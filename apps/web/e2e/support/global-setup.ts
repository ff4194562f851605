// The journeys test the built app; refuse to start against a missing build rather than fail in confusing ways.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export default function globalSetup() {
  const dist = process.env.E2E_WEB_DIST
    ? resolve(fileURLToPath(new URL('../../../..', import.meta.url)), process.env.E2E_WEB_DIST)
    : fileURLToPath(new URL('../../build/client', import.meta.url));
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`No web build at ${index}. Run \`npm run build -w @bimasetu/web\` before the journeys.`);
  }
}

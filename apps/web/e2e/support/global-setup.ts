// The journeys test the built app; refuse to start against a missing build rather than fail in confusing ways.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function globalSetup() {
  const index = fileURLToPath(new URL('../../build/client/index.html', import.meta.url));
  if (!existsSync(index)) {
    throw new Error(`No web build at ${index}. Run \`npm run build -w @bimasetu/web\` before the journeys.`);
  }
}

// The systemd unit starts the server as `npm start`, the cluster and the benchmarks do: the same Node flags (the
// memory caps the load benchmark's figures depend on) and the same bundle.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/bundle-server.mjs';

const unit = readFileSync(new URL('../../../deploy/systemd/bimasetu@.service', import.meta.url), 'utf8');

describe('deploy/systemd/bimasetu@.service', () => {
  it('runs the bundled server with the flags npm start uses', () => {
    const execStart = /^ExecStart=(.+)$/m.exec(unit)?.[1] ?? '';
    expect(execStart.split(/\s+/)).toEqual(['/usr/bin/node', ...SERVER_NODE_FLAGS, 'apps/api/dist/main.mjs']);
  });
});

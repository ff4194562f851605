// @vitest-environment node
// The layer rule is checked on purpose-made files, linted as if they sat inside the app; the normal lint run
// ignores apps/web/lint/fixtures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const app = path.join(root, 'apps/web/app');

async function layerMessages(fixture: string, placedAt: string) {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const code = readFileSync(path.join(import.meta.dirname, 'fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(app, placedAt) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'web/layers').map((m) => m.message);
}

describe('the web layer rule', () => {
  it('fails a feature that imports another feature, however the path is written', async () => {
    expect(await layerMessages('imports-other-feature.ts', 'features/child-savings/imports.ts')).toEqual([
      expect.stringMatching(/^Features must not import from other features.*\(\.\.\/term\/term-plan-card\)$/),
      expect.stringMatching(/\(~\/features\/health\/health-plan-card\)$/),
      expect.stringMatching(/\(\.\.\/\.\.\/features\/motor\/motor-plan-list\)$/),
    ]);
  });

  it('lets a feature import its own files, ui and lib', async () => {
    expect(await layerMessages('imports-other-feature.ts', 'features/term/imports.ts')).toEqual([
      expect.stringMatching(/health-plan-card\)$/),
      expect.stringMatching(/motor-plan-list\)$/),
    ]);
  });

  it('fails lib importing ui, however the path is written', async () => {
    expect(await layerMessages('lib-imports-ui.ts', 'lib/imports.ts')).toEqual([
      expect.stringMatching(/^lib\/ must not import ui\/.*\(~\/ui\/button\)$/),
      expect.stringMatching(/\(\.\.\/ui\/notice\)$/),
    ]);
  });

  it('lets ui import lib', async () => {
    expect(await layerMessages('lib-imports-ui.ts', 'ui/imports.ts')).toEqual([]);
  });

  it("lets lib collect from a line's own lib/ folder, which imports only lib", async () => {
    expect(await layerMessages('line-lib-imports.ts', 'lib/imports.ts')).toEqual([
      expect.stringMatching(/^lib\/ must not import a feature.*\(~\/features\/home-insurance\/home-form\)$/),
    ]);
    expect(await layerMessages('line-lib-imports.ts', 'features/home-insurance/lib/imports.ts')).toEqual([
      expect.stringMatching(/^lib\/ must not import a feature.*\(~\/features\/home-insurance\/home-form\)$/),
    ]);
  });

  it('lets lib and features read the page table, which imports nothing of the app', async () => {
    expect(await layerMessages('page-table-imports.ts', 'lib/imports.ts')).toEqual([]);
    expect(await layerMessages('page-table-imports.ts', 'features/term/imports.ts')).toEqual([]);
    expect(await layerMessages('page-table-imports.ts', 'pages.ts')).toEqual([
      expect.stringMatching(/^The page table \(pages\.ts\) imports nothing.*\(~\/pages\)$/),
      expect.stringMatching(/\(~\/lib\/format\)$/),
    ]);
  });
});

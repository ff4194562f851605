import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

// The variables the server reads (config.ts), the web build reads (VITE_…), the README's Configuration table and
// .env.example name the same set, so a new developer never meets a setting only one of them knows.
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** The server's settings (config.ts's schema), and what a command reads itself (npm run backup's BACKUP_DIR). */
function serverVariables(): string[] {
  const source = read('apps/api/src/config.ts');
  const schema = source.slice(source.indexOf('const envSchema'), source.indexOf('.superRefine'));
  const commands = readdirSync(join(repoRoot, 'apps/api/src/cli')).flatMap((name) => [
    ...read(`apps/api/src/cli/${name}`).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g),
  ]);
  // INIT_CWD is npm's own (the directory `npm run` was started in), not a setting
  return [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm), ...commands]
    .map((m) => m[1]!)
    .filter((name) => name !== 'INIT_CWD');
}

function webBuildVariables(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(join(repoRoot, dir))) {
      const path = join(dir, name);
      if (statSync(join(repoRoot, path)).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name))
        for (const m of read(path).matchAll(/VITE_[A-Z0-9_]+/g)) found.add(m[0]);
    }
  };
  walk('apps/web/app');
  for (const m of read('apps/web/vite.config.ts').matchAll(/VITE_[A-Z0-9_]+/g)) found.add(m[0]);
  return [...found];
}

const readmeVariables = () => {
  const table = read('README.md').split('## Configuration')[1]!.split('\n## ')[0]!;
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
};
const exampleVariables = () =>
  [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
const sorted = (names: string[]) => [...new Set(names)].sort();

describe('the configuration, as the code, the README and .env.example name it', () => {
  it('has the same variables in all three', () => {
    const code = sorted([...serverVariables(), ...webBuildVariables()]);
    expect(code.length).toBeGreaterThan(40);
    expect(sorted(readmeVariables())).toEqual(code);
    expect(sorted(exampleVariables())).toEqual(code);
  });

  it('gives each default in .env.example as the README does', () => {
    const readme = read('README.md');
    for (const [, name, value] of read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=(.+)$/gm)) {
      const row = readme.split('\n').find((line) => line.startsWith('| ') && line.includes(`\`${name}\``));
      expect(row, name).toBeDefined();
      expect(row!.split('|')[2], name).toContain(`\`${value}\``);
    }
  });
});

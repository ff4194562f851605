// Which browser chunk holds each feature's words in each language, for the prerender (entry.server.tsx): a page's
// HTML names its words' chunks beside its other scripts, so the browser fetches them in the same round as the route
// module instead of when hydration asks for them, and bench/bundle.mjs counts them in the page's first load.
// The client build runs first and records the chunks; the server build, which prerenders, reads them as the
// module `virtual:word-chunks` ({ "hi:about": "/assets/about-words.hi-….js" }). Empty in development.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const ID = 'virtual:word-chunks';
// React Router builds each environment with its own copy of this config (and so of this plugin) in one process:
// the record is kept on the process, not in the plugin.
const RECORD = Symbol.for('bimasetu.wordChunks');
const store = globalThis as { [RECORD]?: Record<string, string> };

export function wordChunks(): Plugin {
  let base = '/';
  return {
    name: 'bimasetu:word-chunks',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(store[RECORD] ?? {})};` : undefined),
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds.filter((m) => /-words(\.hi)?\.ts$/.test(m))) {
          // a words module says which words it holds: `defineWords('hi', 'about', …)` (app/lib/words.ts)
          const said = /defineWords\('(en|hi)', '(\w+)'/.exec(readFileSync(id, 'utf8'));
          if (said) chunks[`${said[1]}:${said[2]}`] = `${base}${chunk.fileName}`;
        }
      }
      store[RECORD] = chunks;
    },
  };
}

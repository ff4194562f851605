import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { wordChunks } from './word-chunks.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), wordChunks()],
  resolve: {
    alias: [
      { find: '~', replacement: new URL('./app', import.meta.url).pathname },
      // zod without its eval probe in the browser, set before any schema is made (app/lib/zod-jitless.ts)
      { find: /^zod$/, replacement: new URL('./app/lib/zod-jitless.ts', import.meta.url).pathname },
    ],
  },
  build: {
    modulePreload: {
      // A words chunk's own imports are not listed for preloading where the words tables import it: the list named
      // every dependency of every feature's words (1 KB gzipped on every page), and a page's own words come with
      // its HTML anyway (word-chunks.ts); words loaded later find most of their imports already loaded.
      resolveDependencies: (file, deps) => (/-words(\.hi)?-[\w-]+\.js$/.test(file) ? [] : deps),
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: '~', replacement: new URL('./app', import.meta.url).pathname },
      // zod without its eval probe in the browser, set before any schema is made (app/lib/zod-jitless.ts)
      { find: /^zod$/, replacement: new URL('./app/lib/zod-jitless.ts', import.meta.url).pathname },
    ],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});

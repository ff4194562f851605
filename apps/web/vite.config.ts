import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});

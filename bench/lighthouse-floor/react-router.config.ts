// The floor page of `npm run bench:lighthouse`: a bare prerendered React Router page, built in the same run with the
// same React Router and Vite as the app, so each page's gap to it is what the app adds.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: false,
  prerender: ['/'],
} satisfies Config;

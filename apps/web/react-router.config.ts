import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/pages';

export default {
  appDirectory: 'app',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;

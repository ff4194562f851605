import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender-paths';

export default {
  appDirectory: 'app',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;

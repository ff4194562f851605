import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths, publicPages, siteOrigin } from './app/pages';

export default {
  appDirectory: 'app',
  ssr: false,
  prerender: prerenderPaths,
  // The public pages at their one spelling and the site's address, for the server's sitemap.xml.
  buildEnd({ reactRouterConfig }) {
    const site = {
      origin: siteOrigin(process.env.VITE_SITE_URL),
      paths: publicPages.map((p) => `/${p.path}`),
    };
    writeFileSync(join(reactRouterConfig.buildDirectory, 'client', 'site-pages.json'), JSON.stringify(site));
  },
} satisfies Config;

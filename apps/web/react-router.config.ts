import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths, siteOrigin, sitemapPaths } from './app/pages';

export default {
  appDirectory: 'app',
  ssr: false,
  prerender: prerenderPaths,
  // The public pages (English, then Hindi) at their one spelling and the site's address, for the server's sitemap.xml.
  buildEnd({ reactRouterConfig }) {
    const site = {
      origin: siteOrigin(process.env.VITE_SITE_URL),
      paths: sitemapPaths,
    };
    writeFileSync(join(reactRouterConfig.buildDirectory, 'client', 'site-pages.json'), JSON.stringify(site));
  },
} satisfies Config;

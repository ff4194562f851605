import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import {
  consoleLayout,
  consoleLogin,
  consolePages,
  consoleShell,
  hindiNotFoundPage,
  hindiPages,
  notFoundPage,
  sitePages,
  type PageEntry,
} from './pages';

// Pages are declared in pages.ts; this only turns the table into React Router's config.
const toRoute = (p: PageEntry) =>
  p.path === '' ? index(p.file, { id: p.id }) : route(p.path, p.file, { id: p.id });

// Each page is followed by its Hindi twin: their manifest entries differ by little, and side by side gzip (whose
// window is 32 KB) finds the repeat, where the whole English table between them pushed it out of reach.
const hindiOf = new Map(hindiPages.map((h) => [h.id.replace(/^hi\//, ''), h]));

export default [
  ...sitePages.flatMap((p) => {
    const hindi = hindiOf.get(p.id);
    return hindi ? [toRoute(p), toRoute(hindi)] : [toRoute(p)];
  }),
  layout(consoleShell.file, [toRoute(consoleLogin), layout(consoleLayout.file, consolePages.map(toRoute))]),
  toRoute(hindiNotFoundPage),
  toRoute(notFoundPage),
] satisfies RouteConfig;

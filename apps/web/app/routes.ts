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

export default [
  ...sitePages.map(toRoute),
  ...hindiPages.map(toRoute),
  layout(consoleShell.file, [toRoute(consoleLogin), layout(consoleLayout.file, consolePages.map(toRoute))]),
  toRoute(hindiNotFoundPage),
  toRoute(notFoundPage),
] satisfies RouteConfig;

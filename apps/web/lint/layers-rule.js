// The web app's layers: app (routes, root, and a feature's own routes/ folder) → features → ui and lib. A feature
// never imports another feature, ui never imports a feature, and lib imports only lib. A line's own lib/ folder
// (features/<line>/lib/) is lib: it imports only lib, and holds what the shared lib collects from each line (its
// facts' words). The page table (app/pages.ts) is the one app file any layer may read (lib/locale-paths.ts reads
// which pages are in Hindi), so it imports nothing of the app itself. The import is resolved first, so
// `../term/x`, `../../features/term/x` and `~/features/term/x` are the same import to this rule.
import path from 'node:path';

const APP = path.resolve(import.meta.dirname, '../app');

/**
 * Where a file sits: 'app', 'table' (the page table), 'ui', 'lib' or 'features' with its feature's name; null
 * outside the web app.
 */
function placeOf(file) {
  const relative = path.relative(APP, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  if (relative.replace(/\.ts$/, '') === 'pages') return { layer: 'table' };
  const [top, feature, inner] = relative.split(path.sep);
  // a line's own route modules (features/<line>/routes/) are routes: the line lives in one folder
  if (top === 'features' && inner === 'routes') return { layer: 'app' };
  // and its own lib/ folder is lib, which the shared lib may collect from (each line's facts' words)
  if (top === 'features' && inner === 'lib') return { layer: 'lib' };
  if (top === 'features') return { layer: 'features', feature };
  if (top === 'ui' || top === 'lib') return { layer: top };
  return { layer: 'app' };
}

function refusal(from, to) {
  if (from.layer === 'table')
    return 'The page table (pages.ts) imports nothing of the app: every layer reads it.';
  if (from.layer === 'app' || to.layer === 'table') return null;
  if (to.layer === 'app')
    return 'Only routes and the root import the app layer; move shared code to ui/ or lib/.';
  if (from.layer === 'features') {
    if (to.layer === 'features' && to.feature !== from.feature)
      return 'Features must not import from other features; move shared code to ui/ or lib/.';
    return null;
  }
  if (to.layer === 'features')
    return `${from.layer}/ must not import a feature; features build on ui/ and lib/.`;
  if (from.layer === 'lib' && to.layer === 'ui')
    return 'lib/ must not import ui/; components may use lib/, not the other way.';
  return null;
}

export const layersRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keep the web app layers honest' } },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('~/')) target = path.join(APP, spec.slice(2));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else return;
      const to = placeOf(target);
      const message = to && refusal(from, to);
      if (message) context.report({ node, message: `${message} (${spec})` });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

import { claimPaths, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

/**
 * The hooks each route runs, from Fastify's own route tree (printRoutes with its hooks): "METHOD /full/path" to
 * the number of onRequest and onResponse hooks. A route line's path is its parent's (the nearest line above it
 * that starts further left) and its own segment.
 */
function hooksByRoute(tree: string): Map<string, { onRequest: number; onResponse: number }> {
  const routes = new Map<string, { onRequest: number; onResponse: number }>();
  const parents: { column: number; path: string }[] = [];
  let current: { onRequest: number; onResponse: number }[] = [];
  for (const line of tree.split('\n')) {
    const route = /^([│├└─\s]*)(\/\S*) \(([A-Z, ]+)\)$/.exec(line);
    if (route) {
      const column = route[1]!.length;
      while (parents.length > 0 && parents.at(-1)!.column >= column) parents.pop();
      const path = (parents.at(-1)?.path ?? '') + route[2]!;
      parents.push({ column, path });
      current = route[3]!.split(', ').map((method) => {
        const hooks = { onRequest: 0, onResponse: 0 };
        routes.set(`${method} ${path}`, hooks);
        return hooks;
      });
      continue;
    }
    const hook = /• \((onRequest|onResponse)\) \[(.*)\]$/.exec(line);
    if (hook) for (const hooks of current) hooks[hook[1] as 'onRequest'] = hook[2]!.split(',').length;
  }
  return routes;
}

describe('multipart parsing is registered only where an upload is taken', () => {
  const test = useTestApp();

  it('gives the vault’s and claims’ reads no more hooks than any other signed-in read, and the uploads theirs', () => {
    const routes = hooksByRoute(test.app.printRoutes({ includeHooks: true, commonPrefix: false }));
    const hooksOf = (method: string, path: string) => {
      const hooks = routes.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      if (!hooks) throw new Error(`no route ${method} ${path} in the tree`);
      return hooks;
    };
    // a customer's read in a scope that never took uploads: the API's own hooks, the role check, the metrics
    const plain = hooksOf('GET', claimPaths.serviceRequests);
    for (const path of [policyPaths.policies, policyPaths.policy, policyPaths.document, claimPaths.claims])
      expect(hooksOf('GET', path), path).toEqual(plain);
    // @fastify/multipart adds one hook each side of every request of the scope it is registered in
    const upload = { onRequest: plain.onRequest + 1, onResponse: plain.onResponse + 1 };
    for (const path of [policyPaths.policies, policyPaths.documents, claimPaths.claimDocuments])
      expect(hooksOf('POST', path), path).toEqual(upload);
    // the advisers' recording route (its role check is the advisers' scope's, one hook as the customers' is)
    expect(hooksOf('POST', policyPaths.adminRecord)).toEqual(upload);
  });
});

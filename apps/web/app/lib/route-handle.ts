// What a route module can tell the shell through its `handle` export.

export interface RouteHandle {
  /** false on pages that never call the API through TanStack Query: the root then skips loading it. */
  queryClient?: false;
  /** false on screens with their own layout (the advisers' console): the root then skips the customer shell. */
  siteShell?: false;
}

/** For static pages (home, about, the calculator hub…): `export const handle = withoutQueryClient;` */
export const withoutQueryClient: RouteHandle = { queryClient: false };

export function needsQueryClient(handles: unknown[]): boolean {
  return !handles.some(
    (h) => typeof h === 'object' && h !== null && (h as RouteHandle).queryClient === false,
  );
}

export function needsSiteShell(handles: unknown[]): boolean {
  return !handles.some((h) => typeof h === 'object' && h !== null && (h as RouteHandle).siteShell === false);
}

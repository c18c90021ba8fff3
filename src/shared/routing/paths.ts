/** The one registry of fixed route paths; server routes come from the menus. */
export const paths = {
  login: '/login',
  notFound: '/404',
  unauthorised: '/401',
  home: '/',
  dashboard: '/dashboard',
  /** /redirect/<path>: re-navigates to <path>, remounting the page (刷新). */
  redirect: '/redirect/*',
  userCenter: '/user/center',
  pictures: '/yshop/materia/index',
} as const;

/** /login?redirect=<path with query>: where a signed-out visit to `fullPath` is sent. */
export function loginUrl(fullPath: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(fullPath)}`;
}

/** The path, query and hash of a location, as the redirect target keeps them. */
export function fullPathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

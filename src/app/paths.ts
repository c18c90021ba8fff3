/** The one registry of fixed route paths; server routes come from the menus. */
export const paths = {
  login: '/login',
  notFound: '/404',
  unauthorised: '/401',
  home: '/',
  dashboard: '/dashboard',
} as const;

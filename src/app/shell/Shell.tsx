import { memo } from 'react';
import { Outlet } from 'react-router-dom';
import { Layout } from '../../layout/Layout';
import { ServerPage } from '../pages/ServerPage';

export interface ShellProps {
  /** The page the shell shows (or, hidden on /login, the page sign-in will open). */
  pathname: string;
  search: string;
  /** False while hidden: the page is rendered ahead and never redirects anywhere. */
  shown: boolean;
  /** A route of its own (/, /redirect/...) rather than a page looked up in the menus. */
  routeElement: boolean;
}

/**
 * The signed-in shell with its page area; rendered by ShellFrame. Memoised: the frame
 * re-renders on every change of the router's state (a navigation starting, loaders
 * running), which the shell only needs to follow when its page changes.
 */
export const Shell = memo(function Shell({ pathname, search, shown, routeElement }: ShellProps) {
  return (
    <Layout pathname={pathname} search={search} shown={shown}>
      {routeElement ? <Outlet /> : <ServerPage pathname={pathname} search={search} ahead={!shown} />}
    </Layout>
  );
});

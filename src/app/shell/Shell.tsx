import { memo } from 'react';
import { Outlet } from 'react-router-dom';
import { MuiThemed } from '../../features/settings/MuiThemed';
import { Layout } from '../../layout/Layout';
import { inFrame } from '../../shared/ui/inFrame';
import { ServerPage } from '../pages/ServerPage';
import { preloadView } from '../pages/viewRegistry';

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
  const page = routeElement ? <Outlet /> : <ServerPage pathname={pathname} search={search} ahead={!shown} />;
  // Inside a frame (the picture picker in an editor's dialog) a page shows on its own:
  // no sidebar, top bar or tabs around it, and no tab recorded for the page around it.
  return (
    <MuiThemed baseline>
      {shown && inFrame() ? (
        <main style={FRAMED}>{page}</main>
      ) : (
        <Layout pathname={pathname} search={search} shown={shown} preloadPage={preloadView}>
          {page}
        </Layout>
      )}
    </MuiThemed>
  );
});

const FRAMED = { padding: 16 };

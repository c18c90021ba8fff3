import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useBlocker } from 'react-router-dom';
import { useShownPage } from '../navigation/PageContext';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { selectVisitedViews, viewUnsaved, viewUpdated } from './slice';

/** What leaving a changed form asks (CONTRACT-SHOP.md section 11.3). */
export const LEAVE_QUESTION = '放弃未保存的修改吗？';

/**
 * Guards a page holding changes not saved: its tab is marked (closing or refreshing it
 * asks first, TagsView), the browser asks before a reload or closing the window, and
 * where the page is not kept (a noCache route) navigating away asks too. A kept page
 * keeps its changes while another tab is shown, so going there asks nothing.
 */
export function UnsavedChanges({ dirty }: { dirty: boolean }) {
  const page = useShownPage();
  const dispatch = useDispatch();
  const path = page?.path;
  const kept = page !== undefined && !page.noCache;

  // The mark outlives the page being hidden (React's Activity runs cleanups then): it is
  // taken back when the form is clean again, or with the tab itself.
  useEffect(() => {
    if (path !== undefined) dispatch(viewUnsaved({ path, unsaved: dirty }));
  }, [dispatch, path, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !kept && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="提示"
      message={LEAVE_QUESTION}
      warning
      onConfirm={() => {
        if (path !== undefined) dispatch(viewUnsaved({ path, unsaved: false }));
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * Names the page's tab (a product form by the product's name) once the title is known;
 * the menu's title until then.
 */
export function useTabTitle(title: string | undefined): void {
  const page = useShownPage();
  const dispatch = useDispatch();
  const path = page?.path;
  // Re-run once the tab exists: the shell records it after the page's first effects.
  const views = useSelector(selectVisitedViews);
  const hasTab = path !== undefined && views.some((view) => view.path === path);
  useEffect(() => {
    if (path !== undefined && hasTab && title) dispatch(viewUpdated({ path, title }));
  }, [dispatch, path, hasTab, title]);
}

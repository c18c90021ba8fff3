import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useShownPage } from './PageContext';

/**
 * Tells a screen the query of each visit to its address (`/order/order?orderStatus=1`,
 * a link of 首页), so a kept page opens already filtered too. Rendered inside the screen,
 * it alone re-renders on navigation (React Router's location), not the screen. A visit
 * without a query changes nothing.
 */
export function LinkedSearch({ onLink }: { onLink: (params: URLSearchParams) => void }) {
  const page = useShownPage();
  const location = useLocation();
  const latest = useRef(onLink);
  useEffect(() => {
    latest.current = onLink;
  }, [onLink]);
  const here = page === undefined || page.path === location.pathname;
  useEffect(() => {
    if (!here || location.search === '') return;
    latest.current(new URLSearchParams(location.search));
    // location.key: the same link followed twice applies it again.
  }, [here, location.search, location.key]);
  return null;
}

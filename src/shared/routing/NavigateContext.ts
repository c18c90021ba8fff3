import { createContext } from 'react';

/**
 * The router's navigate, from a context whose value never changes. React Router's own
 * hooks (useNavigate, useLocation, <Link>) re-render their component on every
 * navigation; links that only need to go somewhere use this instead (PathLink).
 * Provided by the app; absent in tests that render a widget under a bare router.
 */
export const NavigateContext = createContext<((to: string) => void) | null>(null);

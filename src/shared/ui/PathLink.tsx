import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NavigateContext } from '../routing/NavigateContext';

export interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of this console ('/system/dict?page=2'). */
  to: string;
}

/** A plain left click: the ones the browser would open in this tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 && !event.defaultPrevented && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to a path of this console that does not re-render when the location changes:
 * the sidebar and the tag bar hold dozens of links, and React Router's <Link> re-rendered
 * each of them on every page change. Ctrl/⌘/Shift/middle clicks keep the browser's
 * behaviour. Without the app's NavigateContext it is React Router's <Link>.
 */
export const PathLink = forwardRef<HTMLAnchorElement, PathLinkProps>(function PathLink({ to, onClick, target, ...rest }, ref) {
  const navigate = useContext(NavigateContext);
  if (!navigate) return <RouterLink ref={ref} to={to} onClick={onClick} target={target} {...rest} />;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a ref={ref} href={to} target={target} onClick={click} {...rest} />;
});

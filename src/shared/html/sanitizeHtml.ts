import DOMPurify from 'dompurify';
import { restoreMarked, withoutHandlerNames } from './inertMarkup';

const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'span', 'br', 'small', 'u'];
const ALLOWED_ATTR = ['href', 'target', 'title'];

/**
 * Server or config strings that are meant as HTML (the footer text) go through here:
 * a short list of inline tags, http(s)/mailto/tel links only, and every link that
 * opens a new tab gets rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:|tel:|\/(?!\/))/i.test(href)) node.removeAttribute('href');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  // Parsed with no event handler in it, so the browser reports nothing (./inertMarkup.ts).
  return restoreMarked(purifier.sanitize(withoutHandlerNames(html), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false }));
}

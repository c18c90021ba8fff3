import DOMPurify from 'dompurify';
import { restoreMarked, withoutHandlerNames } from './inertMarkup';

const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'td', 'th'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];

/**
 * A product's rich-text detail (yshop stores it as sent, CONTRACT-SHOP.md section 10.5) as it
 * may be shown: the tags of a formatted text, links and pictures over http(s) only, no
 * scripts, event handlers or styles.
 */
export function sanitizeRichText(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !/^(https?:|\/(?!\/))/i.test(value.trim())) node.removeAttribute(attribute);
    }
  });
  // Parsed with no event handler in it, so the browser reports nothing (./inertMarkup.ts).
  return restoreMarked(purifier.sanitize(withoutHandlerNames(html), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false }));
}

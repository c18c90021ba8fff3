const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Buyer or operator text made safe to place in a field some console renders as HTML
 * (CONTRACT-SHOP 10.5): the five characters that open a tag, an attribute or an entity
 * become entities, so the text reads the same and never runs.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

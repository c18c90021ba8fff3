type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'>;

/**
 * Ctrl+K, or ⌘K on a Mac. The letter is read from `key`; on layouts without Latin
 * letters (Cyrillic, ...) from the physical key instead.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.isComposing) return false;
  const letter = /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : event.code === 'KeyK' ? 'k' : '';
  return letter === 'k';
}

export const isApplePlatform = (platform: string): boolean => /mac|iphone|ipad|ipod/i.test(platform);

/** How the shortcut is written for this machine: '⌘K' on Apple systems, else 'Ctrl+K'. */
export function shortcutLabel(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent): string {
  return isApplePlatform(platform) ? '⌘K' : 'Ctrl+K';
}

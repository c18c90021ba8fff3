import { isSearchShortcut, shortcutLabel } from './searchShortcut';

const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', code: 'KeyK', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, ...init });

describe('isSearchShortcut', () => {
  it('is Ctrl+K or ⌘K, in either case', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'K' }))).toBe(true);
  });

  it('is not K alone, with Alt or Shift, while composing, or another letter', () => {
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, isComposing: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j', code: 'KeyJ' }))).toBe(false);
  });

  it('reads the letter, not the key position, on Latin layouts; the position elsewhere', () => {
    // Dvorak: the key in the K position types t.
    expect(isSearchShortcut(key({ ctrlKey: true, key: 't', code: 'KeyK' }))).toBe(false);
    // Russian: the K position types л.
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'л', code: 'KeyK' }))).toBe(true);
  });
});

describe('shortcutLabel', () => {
  it('writes ⌘K on Apple systems and Ctrl+K elsewhere', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘K');
    expect(shortcutLabel('iPad')).toBe('⌘K');
    expect(shortcutLabel('Win32')).toBe('Ctrl+K');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl+K');
  });
});

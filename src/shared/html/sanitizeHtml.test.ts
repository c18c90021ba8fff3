import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps plain inline markup and safe links', () => {
    expect(sanitizeHtml('© 2026 <b>Shop</b> <a href="https://example.com" target="_blank">许可</a>')).toBe(
      '© 2026 <b>Shop</b> <a href="https://example.com" target="_blank" rel="noopener noreferrer">许可</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script>text', 'text'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<span onclick="alert(1)" style="color:red">x</span>', '<span>x</span>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
  ])('neutralises %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});

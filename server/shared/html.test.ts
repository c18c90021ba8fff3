import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns the characters that open markup into entities and keeps the rest', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & 坏了`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; 坏了');
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
    expect(escapeHtml('')).toBe('');
  });
});

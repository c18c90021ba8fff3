import { sanitizeRichText } from './sanitizeRichText';

describe('sanitizeRichText', () => {
  it('keeps a formatted detail with its pictures', () => {
    expect(sanitizeRichText('<p>好<strong>货</strong></p><img src="https://img.test/a.png" alt="a">')).toBe('<p>好<strong>货</strong></p><img src="https://img.test/a.png" alt="a">');
  });

  it('drops scripts, handlers, styles and links that are not http(s)', () => {
    const html = '<p style="color:red" onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">b</a><img src="data:image/png;base64,AA">';
    expect(sanitizeRichText(html)).toBe('<p>a</p><img><a>b</a><img>');
  });
});

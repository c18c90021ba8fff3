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

describe('sanitizeRichText without handlers reaching the parser', () => {
  it('drops handlers in every spelling the tokenizer accepts: after a slash, a quote, a newline, in capitals', () => {
    const html = '<img/onerror="a()" src="https://img.test/a.png"><p title="t"onclick="b()">x</p><p\nONMOUSEOVER=c()>y</p><b\tonLoad=d()>z</b>';
    expect(sanitizeRichText(html)).toBe('<img src="https://img.test/a.png"><p title="t">x</p><p>y</p><b>z</b>');
  });

  it('gives text, titles and addresses holding "on" back unchanged', () => {
    const html = '<p title="turn on" >once only, on and on="1" onclick</p><a href="https://on.test/ on/onion">"on" \'on\' /on</a>';
    expect(sanitizeRichText(html)).toBe('<p title="turn on">once only, on and on="1" onclick</p><a href="https://on.test/ on/onion">"on" \'on\' /on</a>');
  });

  it('does not keep a private-use mark the input carried', () => {
    expect(sanitizeRichText('<p>a\uE000b</p>')).toBe('<p>ab</p>');
  });
});

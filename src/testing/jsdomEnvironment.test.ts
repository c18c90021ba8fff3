// jest.config.ts runs every console test in jsdomEnvironment.ts; these tests read its sheet there.
describe('jsdom’s default style sheet in the console tests', () => {
  const attach = (html: string): HTMLElement => {
    const box = document.createElement('div');
    box.innerHTML = html;
    document.body.append(box);
    return box.firstElementChild as HTMLElement;
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps every element’s display', () => {
    expect(getComputedStyle(attach('<div>a</div>')).display).toBe('block');
    expect(getComputedStyle(attach('<button>a</button>')).display).toBe('inline-block');
    expect(getComputedStyle(attach('<table><tbody><tr><td>a</td></tr></tbody></table>')).display).toBe('table');
    expect(getComputedStyle(attach('<ul><li>a</li></ul>').firstElementChild!).display).toBe('list-item');
  });

  it('hides what jsdom hides, over the element’s own display', () => {
    expect(getComputedStyle(attach('<div hidden>a</div>')).display).toBe('none');
    expect(getComputedStyle(attach('<input type="hidden">')).display).toBe('none');
    expect(getComputedStyle(attach('<dialog>a</dialog>')).display).toBe('none');
    expect(attach('<p hidden>a</p>')).not.toBeVisible();
  });

  it('leaves out what no test reads (a heading’s font size, a paragraph’s margins)', () => {
    const heading = getComputedStyle(attach('<h1>a</h1>'));
    expect(heading.fontSize).toBe('');
    expect(heading.fontWeight).toBe('');
  });

  it('still puts a space between block-level words of an accessible name', () => {
    attach('<button><div>保存</div><div>草稿</div></button>');
    expect(document.querySelector('button')).toHaveAccessibleName('保存 草稿');
  });
});

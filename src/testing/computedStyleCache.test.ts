// setupTests.ts installs the cache on jsdom's window for every test file; these tests read it there.
describe('computed styles kept until the DOM changes', () => {
  let box: HTMLDivElement;
  let sheet: HTMLStyleElement;

  beforeEach(() => {
    sheet = document.createElement('style');
    sheet.textContent = '.gone { display: none; }';
    document.head.append(sheet);
    box = document.createElement('div');
    document.body.append(box);
  });

  afterEach(() => {
    box.remove();
    sheet.remove();
  });

  it('answers the same element twice from one computation while nothing changes', () => {
    expect(getComputedStyle(box)).toBe(getComputedStyle(box));
  });

  it('follows a class changed just before the call', () => {
    expect(getComputedStyle(box).display).toBe('block');
    box.className = 'gone';
    expect(getComputedStyle(box).display).toBe('none');
  });

  it('follows a style rule written after the first answer', () => {
    box.className = 'late';
    expect(getComputedStyle(box).visibility).toBe('visible');
    sheet.textContent += '.late { visibility: hidden; }';
    expect(getComputedStyle(box).visibility).toBe('hidden');
  });

  it('follows an ancestor hidden after the first answer', () => {
    const child = document.createElement('span');
    box.append(child);
    expect(getComputedStyle(child).visibility).toBe('visible');
    box.style.visibility = 'hidden';
    expect(getComputedStyle(child).visibility).toBe('hidden');
  });
});

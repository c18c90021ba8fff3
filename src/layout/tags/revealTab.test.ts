import { revealTab } from './revealTab';

// A strip 300 px wide at x = 100 of the page, scrolled by 200 px.
const strip = () => ({ offsetLeft: 100, scrollLeft: 200, clientWidth: 300 });

describe('revealTab', () => {
  it('leaves the strip alone when the tab is wholly in view', () => {
    const s = strip();
    revealTab(s, { offsetLeft: 100 + 250, offsetWidth: 80 });
    expect(s.scrollLeft).toBe(200);
  });

  it('scrolls left to the start of a tab cut off on the left', () => {
    const s = strip();
    revealTab(s, { offsetLeft: 100 + 150, offsetWidth: 80 });
    expect(s.scrollLeft).toBe(150);
  });

  it('scrolls right just enough to show the end of a tab cut off on the right', () => {
    const s = strip();
    revealTab(s, { offsetLeft: 100 + 460, offsetWidth: 80 });
    expect(s.scrollLeft).toBe(460 + 80 - 300);
  });
});

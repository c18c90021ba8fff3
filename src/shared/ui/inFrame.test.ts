import { inFrame } from './inFrame';

describe('inFrame', () => {
  it('is false for a top-level page and true inside a frame', () => {
    expect(inFrame(window)).toBe(false);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    expect(inFrame(frame.contentWindow as Window)).toBe(true);
    frame.remove();
  });
});

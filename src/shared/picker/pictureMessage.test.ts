import { PICTURE_MESSAGE_TYPE, pickerTarget, postPicture, readPictureMessage } from './pictureMessage';

/** A stand-in window: only what the picker reads. */
function fakeWindow({ opener = null, parent }: { opener?: unknown; parent?: unknown } = {}) {
  const self = { opener, location: { origin: 'https://admin.example.com' } } as unknown as Window & { parent: Window };
  (self as { parent: unknown }).parent = parent ?? self;
  return self;
}

const receiver = () => ({ postMessage: jest.fn(), closed: false });

describe('pickerTarget and postPicture', () => {
  it('posts to the opener, to the console’s own origin only', () => {
    const opener = receiver();
    const self = fakeWindow({ opener });
    expect(pickerTarget(self)).toBe(opener);
    expect(postPicture('https://admin.example.com/file/pictures/a.png', self)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: PICTURE_MESSAGE_TYPE, url: 'https://admin.example.com/file/pictures/a.png' }, 'https://admin.example.com');
  });

  it('posts to the parent when embedded in a frame and there is no opener', () => {
    const parent = receiver();
    const self = fakeWindow({ parent });
    expect(postPicture('http://127.0.0.1:8000/file/pictures/b.png', self)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'shop-admin:picture', url: 'http://127.0.0.1:8000/file/pictures/b.png' }, 'https://admin.example.com');
  });

  it('skips a closed opener', () => {
    const parent = receiver();
    const self = fakeWindow({ opener: { ...receiver(), closed: true }, parent });
    expect(pickerTarget(self)).toBe(parent);
  });

  it('has no target when the page was opened on its own, and posts nothing', () => {
    const self = fakeWindow();
    expect(pickerTarget(self)).toBeNull();
    expect(postPicture('https://admin.example.com/a.png', self)).toBe(false);
  });

  it('never posts a URL that is not http(s)', () => {
    const opener = receiver();
    const self = fakeWindow({ opener });
    expect(postPicture('javascript:alert(1)', self)).toBe(false);
    expect(postPicture('not a url', self)).toBe(false);
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});

describe('readPictureMessage', () => {
  const own = 'https://admin.example.com';
  it('reads a picture message from the own origin', () => {
    expect(readPictureMessage({ origin: own, data: { type: PICTURE_MESSAGE_TYPE, url: 'https://cdn.example.com/a.png' } }, own)).toBe('https://cdn.example.com/a.png');
  });

  it('ignores other origins, other shapes and unsafe URLs', () => {
    expect(readPictureMessage({ origin: 'https://evil.example.com', data: { type: PICTURE_MESSAGE_TYPE, url: 'https://x/a.png' } }, own)).toBeUndefined();
    expect(readPictureMessage({ origin: own, data: { type: 'other', url: 'https://x/a.png' } }, own)).toBeUndefined();
    expect(readPictureMessage({ origin: own, data: 'shop-admin:picture' }, own)).toBeUndefined();
    expect(readPictureMessage({ origin: own, data: null }, own)).toBeUndefined();
    expect(readPictureMessage({ origin: own, data: { type: PICTURE_MESSAGE_TYPE, url: 'javascript:alert(1)' } }, own)).toBeUndefined();
  });

  it('defaults to this window’s origin', () => {
    expect(readPictureMessage({ origin: window.location.origin, data: { type: PICTURE_MESSAGE_TYPE, url: 'http://localhost/a.png' } })).toBe('http://localhost/a.png');
  });
});

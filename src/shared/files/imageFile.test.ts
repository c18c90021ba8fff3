import { endpointPath, formatBytes, IMAGE_ACCEPT, IMAGE_TOO_LARGE_MESSAGE, imageFileProblem, MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE, EMPTY_FILE_MESSAGE, uploadPercent } from './imageFile';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('imageFileProblem', () => {
  it.each([
    ['a.png', 'image/png'],
    ['b.JPG', 'image/jpeg'],
    ['c.gif', 'image/gif'],
    ['d.webp', 'image/webp'],
    ['e.bmp', 'image/bmp'],
    ['f.jpeg', ''],
    ['g.PNG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(imageFileProblem(file(name, type))).toBeUndefined();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['logo.svg', 'image/svg+xml'],
    ['fake.png', 'application/pdf'],
    ['archive', ''],
    ['x.svg', ''],
  ])('refuses %s (%s) as not an image', (name, type) => {
    expect(imageFileProblem(file(name, type))).toBe(NOT_AN_IMAGE_MESSAGE);
  });

  it('refuses empty files and files over 5 MB', () => {
    expect(imageFileProblem(file('a.png', 'image/png', 0))).toBe(EMPTY_FILE_MESSAGE);
    expect(imageFileProblem(file('a.png', 'image/png', MAX_IMAGE_BYTES))).toBeUndefined();
    expect(imageFileProblem(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });

  it('offers the same types to the file dialog', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', '.png', '.jpg', '.webp']));
    expect(IMAGE_ACCEPT).not.toContain('svg');
  });
});

describe('formatBytes, uploadPercent, endpointPath', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024)).toBe('20 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(-1)).toBe('');
  });

  it('gives whole percents, 0 while the total is unknown', () => {
    expect(uploadPercent({ loaded: 50, total: 200 })).toBe(25);
    expect(uploadPercent({ loaded: 300, total: 200 })).toBe(100);
    expect(uploadPercent({ loaded: 50, total: undefined })).toBe(0);
    expect(uploadPercent({ loaded: 50, total: 0 })).toBe(0);
  });

  it('makes configured upload paths relative to apiBaseUrl, leaving full URLs alone', () => {
    expect(endpointPath('/api/pictures')).toBe('api/pictures');
    expect(endpointPath('api/pictures')).toBe('api/pictures');
    expect(endpointPath('https://files.example.com/api/pictures')).toBe('https://files.example.com/api/pictures');
  });
});

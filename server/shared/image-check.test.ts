import { pngImage } from '../testing/harness';
import { inspectImage, sniffImageKind } from './image-check';
import { cleanDisplayName } from '../http/upload';

// A 1x1 GIF89a.
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('image checks by content', () => {
  it('knows PNG and GIF by their bytes and reads their size', () => {
    expect(inspectImage(pngImage(7, 3))).toEqual({ kind: 'png', mime: 'image/png', width: 7, height: 3 });
    expect(inspectImage(GIF)).toEqual({ kind: 'gif', mime: 'image/gif', width: 1, height: 1 });
  });

  it('refuses text, SVG, HTML and a header that lies', () => {
    expect(inspectImage(Buffer.from('plain text'))).toBeNull();
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(inspectImage(Buffer.from('<html><script>x</script></html>'))).toBeNull();
    expect(sniffImageKind(Buffer.from([0xff, 0xd8, 0xff, 0x00]))).toBe('jpg');
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0x00]))).toBeNull();
  });

  it('keeps only a display name out of a client file name', () => {
    expect(cleanDisplayName('../../etc/passwd')).toBe('passwd');
    expect(cleanDisplayName('C:\\Users\\me\\商品.png')).toBe('商品.png');
    expect(cleanDisplayName('a\u0000b.png')).toBe('ab.png');
    expect(cleanDisplayName('')).toBe('image');
  });
});

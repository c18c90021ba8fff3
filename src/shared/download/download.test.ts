import { downloadFileName, fileTimestamp, RANDOM_ALPHABET, randomString, saveFile } from './download';

const at = new Date(2026, 0, 2, 3, 4, 5);

describe('downloadFileName', () => {
  it('is <date-time><label>.<ext> with a zero-padded local date and time', () => {
    expect(fileTimestamp(at)).toBe('20260102030405');
    expect(downloadFileName('字典数据', 'xlsx', at)).toBe('20260102030405字典数据.xlsx');
  });

  it('uses the current time by default', () => {
    expect(downloadFileName('x', 'csv')).toMatch(/^\d{14}x\.csv$/);
  });

  it('drops a leading dot of the extension and gives no dot without one', () => {
    expect(downloadFileName('备份', '.sql', at)).toBe('20260102030405备份.sql');
    expect(downloadFileName('备份', '', at)).toBe('20260102030405备份');
  });

  it('replaces characters file systems refuse', () => {
    expect(downloadFileName(' a/b\\c:d*e?f"g<h>i|j\u0001 ', 'tx/t', at)).toBe('20260102030405a_b_c_d_e_f_g_h_i_j_.tx_t');
  });
});

describe('randomString', () => {
  it('gives 32 letters and digits by default', () => {
    expect(randomString()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it.each([5, 6, 20, 35, 36])('gives exactly %d characters', (length) => {
    expect(randomString(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
  });

  it.each([4, 37, 0, -1, 5.5, Number.NaN])('refuses a length of %p', (length) => {
    expect(() => randomString(length)).toThrow(RangeError);
  });

  it('differs from call to call', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomString(12)));
    expect(seen.size).toBe(200);
  });

  it('uses the cryptographic generator and skips bytes that would bias the choice', () => {
    // 248 and above would favour the first letters; they are drawn again.
    const spy = jest.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(255);
      bytes.set([0, 250, 61, 62, 248, 123, 247]);
      return array;
    });
    try {
      expect(randomString(5)).toBe(`A9A${RANDOM_ALPHABET[123 % 62]}${RANDOM_ALPHABET[247 % 62]}`);
    } finally {
      spy.mockRestore();
    }
  });

  it('uses every character of the alphabet', () => {
    const text = Array.from({ length: 100 }, () => randomString(36)).join('');
    expect(new Set(text).size).toBe(RANDOM_ALPHABET.length);
  });
});

describe('saveFile', () => {
  it('clicks a hidden download link for an object URL and revokes the URL afterwards', () => {
    jest.useFakeTimers();
    const create = jest.fn(() => 'blob:fake');
    const revoke = jest.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      const blob = new Blob(['a,b'], { type: 'text/csv' });
      saveFile(blob, '20260102030405x.csv');
      expect(create).toHaveBeenCalledWith(blob);
      expect(clicked).toHaveLength(1);
      expect(clicked[0]?.download).toBe('20260102030405x.csv');
      expect(clicked[0]?.href).toBe('blob:fake');
      expect(document.querySelector('a')).toBeNull();
      expect(revoke).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:fake');
    } finally {
      click.mockRestore();
      Object.assign(URL, original);
      jest.useRealTimers();
    }
  });
});

/*
 * Downloads (SPEC.md section 9): file names `<date-time><label>.<ext>`, a random
 * string helper, and saving a Blob the server sent. Plain code, no date library, so
 * any screen can use it cheaply.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Characters no common file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** `20261122100005`: local date and time, zero padded, safe in every file system (no colons). */
export function fileTimestamp(now: Date = new Date()): string {
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

/**
 * `<date-time><label>.<ext>`, e.g. `20261122100005字典数据.xlsx`. Characters a file
 * system refuses become `_`; a leading dot on `ext` is dropped, and an empty `ext`
 * gives no dot.
 */
export function downloadFileName(label: string, ext: string, now: Date = new Date()): string {
  const safeLabel = label.trim().replace(UNSAFE, '_');
  const safeExt = ext.trim().replace(/^\.+/, '').replace(UNSAFE, '_');
  return `${fileTimestamp(now)}${safeLabel}${safeExt ? `.${safeExt}` : ''}`;
}

export const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const RANDOM_MIN_LENGTH = 5;
export const RANDOM_MAX_LENGTH = 36;

/**
 * `length` (5 to 36, default 32) letters and digits from the browser's cryptographic
 * generator, each of the 62 equally likely (bytes that would bias the choice are
 * drawn again).
 */
export function randomString(length = 32): string {
  if (!Number.isInteger(length) || length < RANDOM_MIN_LENGTH || length > RANDOM_MAX_LENGTH) {
    throw new RangeError(`randomString length must be an integer from ${RANDOM_MIN_LENGTH} to ${RANDOM_MAX_LENGTH}, got ${length}`);
  }
  const size = RANDOM_ALPHABET.length;
  // The largest multiple of 62 below 256: bytes at or above it are discarded.
  const limit = 256 - (256 % size);
  let result = '';
  const bytes = new Uint8Array(length * 2);
  while (result.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit) result += RANDOM_ALPHABET[byte % size];
      if (result.length === length) break;
    }
  }
  return result;
}

/** Hands `data` to the browser as a download called `fileName`. */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has been handled, so the download has started.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

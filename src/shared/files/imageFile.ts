/*
 * What the console lets through as an image upload before anything is sent: the
 * raster types the back ends store (the embedded server checks the bytes again and
 * refuses SVG, which could carry script) and their size limit.
 */

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'] as const;
const IMAGE_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'];

/** For `<input type="file" accept>`: the MIME types and the extensions. */
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

/** The embedded server's default limit (5 MB); a larger file would only be refused after the upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NOT_AN_IMAGE_MESSAGE = '只能上传图片（PNG、JPG、GIF、WEBP、BMP）';
export const IMAGE_TOO_LARGE_MESSAGE = '图片大小不能超过 5 MB';
export const EMPTY_FILE_MESSAGE = '文件为空';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Why a file cannot be uploaded as an image, or undefined when it can. The declared
 * type decides; a file without one (some systems send none) is judged by its name.
 */
export function imageFileProblem(file: FileLike, maxBytes = MAX_IMAGE_BYTES): string | undefined {
  const type = file.type.toLowerCase();
  const isImage = type !== '' ? IMAGE_MIME_TYPES.includes(type) : (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!isImage) return NOT_AN_IMAGE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > maxBytes) return IMAGE_TOO_LARGE_MESSAGE;
  return undefined;
}

/** 1536 -> "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** Whole percent sent, 0..100; 0 while the total is unknown. */
export function uploadPercent({ loaded, total }: { loaded: number; total: number | undefined }): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

/**
 * A configured endpoint (`uploads.*` of config.json, e.g. "/api/pictures") as a path
 * relative to apiBaseUrl, like every other call; a full http(s) URL stays as it is.
 */
export function endpointPath(configured: string): string {
  return /^https?:\/\//i.test(configured) ? configured : configured.replace(/^\/+/, '');
}

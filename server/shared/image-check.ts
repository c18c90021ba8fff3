import { imageSize } from 'image-size';

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp' | 'bmp';

export interface ImageInfo {
  kind: ImageKind;
  mime: string;
  width: number;
  height: number;
}

export const MIME_BY_KIND: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

const startsWith = (buf: Buffer, bytes: readonly number[], offset = 0): boolean =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/** The format by its magic bytes; the file name and the declared type are never trusted. */
export function sniffImageKind(buf: Buffer): ImageKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(buf, ascii('BM'))) return 'bmp';
  return null;
}

const MAX_DIMENSION = 20000;

/**
 * Accepts raster images whose header parses and agrees with the magic bytes.
 * SVG is refused on purpose: served from our origin it could carry script.
 */
export function inspectImage(buf: Buffer): ImageInfo | null {
  const kind = sniffImageKind(buf);
  if (!kind) return null;
  try {
    const size = imageSize(buf);
    if (size.type !== kind) return null;
    const { width, height } = size;
    if (!width || !height || width > MAX_DIMENSION || height > MAX_DIMENSION) return null;
    return { kind, mime: MIME_BY_KIND[kind], width, height };
  } catch {
    return null;
  }
}

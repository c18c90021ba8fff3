import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { inspectImage, type ImageInfo } from '../shared/image-check';

export interface UploadedImage {
  data: Buffer;
  /** The client's file name, for display only (never used as a path). */
  originalName: string;
  image: ImageInfo;
}

/** A display name with no directories and no control characters. */
export function cleanDisplayName(name: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const base = path.posix.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return (base || 'image').slice(0, 100);
}

/**
 * How many pixels an upload may declare, and what it is called in the refusal. A decoder
 * (a browser showing the picture) allocates about 4 bytes per pixel from the header
 * alone, so a 99-byte PNG declaring 20000 x 20000 costs 1.6 GB wherever it is shown.
 */
export interface PixelLimit {
  maxPixels: number;
  /** `图片`, `头像`: the start of the message. */
  noun: string;
}

/** Pictures for rich text and products: a 48 MP phone photo passes. */
export const PICTURE_PIXELS: PixelLimit = { maxPixels: 50_000_000, noun: '图片' };
/** Avatars are shown at a few dozen pixels: a 12 MP phone photo passes, 16 MP at most. */
export const AVATAR_PIXELS: PixelLimit = { maxPixels: 16_000_000, noun: '头像' };

/** 50000000 -> "5000 万". */
const inWan = (n: number): string => `${n / 10_000} 万`;

/**
 * Reads the one file of a multipart request (the first; any later file part is left
 * unread) when its part name is one of `fields`, refusing anything over `maxBytes` (413,
 * raised by @fastify/multipart), anything that is not an image by its content, and an
 * image declaring more than `pixels` allows.
 * Several names exist because a console may send one image under each back end's name
 * (the avatar goes as `avatar` and again as `file`): the first copy is the one read.
 */
export async function readImageUpload(
  request: FastifyRequest,
  fields: readonly [string, ...string[]],
  maxBytes: number,
  pixels: PixelLimit,
): Promise<UploadedImage> {
  if (!request.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw badRequest('请选择要上传的图片');
  if (!fields.includes(part.fieldname)) {
    part.file.resume();
    throw badRequest(`请使用字段 ${fields.join(' 或 ')} 上传文件`);
  }
  const data = await part.toBuffer();
  if (data.length === 0) throw badRequest('上传的文件为空');
  const image = inspectImage(data);
  if (!image) throw badRequest('只能上传图片（PNG、JPG、GIF、WEBP、BMP）');
  if (image.width * image.height > pixels.maxPixels) {
    throw badRequest(`${pixels.noun}尺寸过大（${image.width}×${image.height} 像素），请上传不超过 ${inWan(pixels.maxPixels)}像素的图片`);
  }
  return { data, originalName: cleanDisplayName(part.filename), image };
}

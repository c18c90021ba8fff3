import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser } from '../http/auth-context';
import { ApiError, MESSAGES } from '../http/errors';
import { pageOf, type ZodTypeProvider } from '../http/schema';
import { fields } from '../http/validate';
import { formatDateTime } from '../shared/time';
import { MIME_BY_KIND, type ImageKind } from '../shared/image-check';
import type { PictureRecord } from './picture-repository';
import { PICTURE_PIXELS, readImageUpload } from '../http/upload';
import { knownGroup } from './group-routes';
import { groupIdField, uploadQuery } from './group-schemas';

const listQuery = z.object({
  page: fields.page,
  size: fields.size,
  filename: z.string().max(100).default(''),
  blurry: z.string().max(100).default(''),
  /** One group's pictures; 0 lists 未分组's; absent, every picture. */
  groupId: groupIdField.optional(),
});

const BAD_PATH = '非法的文件路径';

const pictureAnswer = z.object({
  id: z.number(),
  filename: z.string(),
  url: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  username: z.string(),
  createTime: z.string(),
  groupId: z.number().nullable(),
});

/**
 * The URL a browser loads the picture from: below PUBLIC_BASE_URL, else relative to this
 * server. Never from the request's Host (or X-Forwarded-Host): the client writes those,
 * and an answer (or a cache of it) would point other users' pages at its host.
 */
function pictureUrl(publicBaseUrl: string, storedName: string): string {
  return `${publicBaseUrl}/file/pictures/${storedName}`;
}

function pictureDto(publicBaseUrl: string, p: PictureRecord) {
  return {
    id: p.id,
    filename: p.filename,
    url: pictureUrl(publicBaseUrl, p.storedName),
    size: p.size,
    width: p.width,
    height: p.height,
    username: p.username,
    createTime: formatDateTime(p.createTime),
    groupId: p.groupId,
  };
}

/**
 * Refuses traversal before any decoding tricks can help: the raw URL may not
 * hold `..` in any spelling, an encoded slash or backslash, or NUL.
 */
function rawPathIsSuspicious(rawUrl: string): boolean {
  const pathname = rawUrl.split('?')[0] ?? '';
  return /\.\.|%2e|%2f|%5c|%00|\\/i.test(pathname);
}

async function sendStoredFile(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, relative: string): Promise<FastifyReply> {
  if (rawPathIsSuspicious(request.raw.url ?? '')) throw new ApiError(400, BAD_PATH);
  const file = ctx.files.resolve(relative);
  if (!file) throw new ApiError(400, BAD_PATH);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat || !stat.isFile()) throw new ApiError(404, MESSAGES.fileNotFound);
  const kind = path.extname(file).slice(1).toLowerCase() as ImageKind;
  return reply
    .header('content-type', MIME_BY_KIND[kind] ?? 'application/octet-stream')
    .header('content-length', stat.size)
    // Stored names are random and never reused, so the bytes behind a URL never change.
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(fs.createReadStream(file));
}

/** 图片库: uploads and their list, under `api/pictures`. */
export function pictureRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post('', { config: { access: ['pictures:add'], heavy: true }, schema: { querystring: uploadQuery, response: { 201: pictureAnswer } } }, async (request, reply) => {
    const user = currentUser(request);
    // Checked before the file is read and stored: a refused group costs no upload.
    knownGroup(ctx, request.query.groupId);
    const upload = await readImageUpload(request, ['file'], ctx.maxUploadBytes, PICTURE_PIXELS);
    const storedName = await ctx.files.save('pictures', upload.data, upload.image.kind);
    let record: PictureRecord;
    try {
      record = audited(
        ctx,
        request,
        reply,
        '上传图片',
        () =>
          ctx.pictures.create({
            filename: upload.originalName,
            storedName,
            size: upload.data.length,
            width: upload.image.width,
            height: upload.image.height,
            username: user.username,
            createTime: ctx.now(),
            // Again inside the transaction: the group may have gone while the file arrived.
            groupId: knownGroup(ctx, request.query.groupId),
          }),
        // Multipart: the parameters are the file's name, never its bytes.
        { params: { filename: upload.originalName } },
      );
    } catch (error) {
      await ctx.files.remove('pictures', storedName);
      throw error;
    }
    return reply.code(201).send(pictureDto(ctx.publicBaseUrl, record));
  });

  app.get('', { config: { access: ['pictures:list'] }, schema: { querystring: listQuery, response: { 200: pageOf(pictureAnswer) } } }, async (request) => {
    const q = request.query;
    const group = q.groupId === undefined ? undefined : q.groupId === 0 ? 'none' : q.groupId;
    const page = ctx.pictures.page(q.filename || q.blurry, group, q.page, q.size);
    return { content: page.content.map((p) => pictureDto(ctx.publicBaseUrl, p)), totalElements: page.totalElements };
  });
}

/** The stored files themselves, public (img tags send no token): `/file/...` and `/avatar/...`. */
export function storedFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/file/*', async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    return sendStoredFile(ctx, request, reply, rest);
  });

  // A wildcard (not `:file`) so that `/avatar/../x` reaches the path check and is
  // refused as such instead of falling through to a generic 404.
  app.get('/avatar/*', async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    return sendStoredFile(ctx, request, reply, `avatar/${rest}`);
  });
}

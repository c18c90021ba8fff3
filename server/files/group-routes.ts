import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import {
  GROUP_MESSAGES,
  groupAnswer,
  groupCreateBody,
  groupIdParams,
  groupList,
  groupRenameBody,
  MAX_PICTURE_GROUPS,
  moveBody,
} from './group-schemas';

/**
 * The group a request names, or null for 未分组 (0 or absent): refused when no such group
 * exists, so a picture never points at a group that is gone.
 */
export function knownGroup(ctx: AppContext, groupId: number | null | undefined): number | null {
  if (!groupId) return null;
  if (!ctx.pictureGroups.find(groupId)) throw badRequest(GROUP_MESSAGES.unknown);
  return groupId;
}

/**
 * 上传图片's groups, under `api/pictures`: `groups` (list, 新建, 重命名, 删除) and `move`
 * (移动到分组). Reading them is reading the library (`pictures:list`); making one is adding
 * to it (`pictures:add`); renaming and moving edit it, deleting deletes (never a picture).
 */
export function pictureGroupRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const groups = () => ctx.pictureGroups;

  app.get('/groups', { config: { access: ['pictures:list'] }, schema: { response: { 200: groupList } } }, async () => groups().all());

  app.post('/groups', { config: { access: ['pictures:add'] }, schema: { body: groupCreateBody, response: { 201: groupAnswer } } }, async (request, reply) => {
    const { name } = request.body;
    const created = audited(ctx, request, reply, '新建图片分组', () => {
      if (groups().nameOwner(name) !== null) throw badRequest(GROUP_MESSAGES.nameTaken);
      if (groups().size() >= MAX_PICTURE_GROUPS) throw badRequest(GROUP_MESSAGES.tooMany);
      return groups().create(name, ctx.now());
    });
    return reply.code(201).send(created);
  });

  app.put('/groups', { config: { access: ['pictures:edit'] }, schema: { body: groupRenameBody } }, async (request, reply) => {
    const { id, name } = request.body;
    audited(ctx, request, reply, '重命名图片分组', () => {
      if (!groups().find(id)) throw badRequest(GROUP_MESSAGES.unknown);
      const owner = groups().nameOwner(name);
      if (owner !== null && owner !== id) throw badRequest(GROUP_MESSAGES.nameTaken);
      groups().rename(id, name);
    });
    return reply.code(204).send();
  });

  app.delete('/groups/:id', { config: { access: ['pictures:del'] }, schema: { params: groupIdParams } }, async (request, reply) => {
    const { id } = request.params;
    audited(ctx, request, reply, '删除图片分组', () => {
      if (!groups().find(id)) throw badRequest(GROUP_MESSAGES.unknown);
      groups().delete(id);
    });
    return reply.code(204).send();
  });

  app.put('/move', { config: { access: ['pictures:edit'] }, schema: { body: moveBody } }, async (request, reply) => {
    const { ids, groupId } = request.body;
    audited(ctx, request, reply, '移动图片到分组', () => {
      ctx.pictures.moveTo(ids, knownGroup(ctx, groupId));
    });
    return reply.code(204).send();
  });
}

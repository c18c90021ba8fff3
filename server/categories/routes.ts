import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { sendXlsx, type ExportColumn } from '../http/xlsx';
import type { CategoryRow } from './repository';
import { categoryBody, categoryQuery, categoryTree, idsParam, NO_PARENT, NOT_FOUND, type CategoryBody, type CategoryInput } from './schemas';

const TWO_LEVELS = '分类最多能添加2级哦';

const CATEGORY_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<CategoryRow>[] } = {
  title: '商品分类',
  asciiName: 'categories',
  columns: [
    { header: '父id', value: (c) => c.pid },
    { header: '分类名称', value: (c) => c.cateName },
    { header: '排序', value: (c) => c.sort },
    { header: '图标', value: (c) => c.pic },
    { header: '是否推荐', value: (c) => (c.isShow === 1 ? '是' : '否') },
  ],
};

/** yshop's permission strings (CONTRACT-SHOP 4.1); `admin` passes every list. */
const ACCESS = {
  list: ['YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_SELECT'],
  download: ['YXSTORECATEGORY_SELECT'],
  create: ['YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_CREATE'],
  edit: ['YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_EDIT'],
  delete: ['YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_DELETE'],
};

/** 商品分类, under `api/yxStoreCategory` (CONTRACT-SHOP 4.1, 9.4 and the Rec. of 10.17-10.18). */
export function categoryRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { categories } = ctx;

  /** yshop's checks in its order, then the Rec.: an unknown parent, a third level. */
  const checked = (body: CategoryBody, id: number | null): CategoryInput => {
    if (id !== null && body.pid === id) throw badRequest('自己不能选择自己哦');
    if (body.pid === null) throw badRequest(NO_PARENT);
    if (body.pid > 0 && body.pic === '') throw badRequest('子分类图片必传');
    if (body.pid > 0) {
      const parent = categories.find(body.pid);
      if (!parent) throw badRequest(NO_PARENT);
      if (parent.pid !== 0) throw badRequest(TWO_LEVELS);
      // A category with children moved under another would make a third level.
      if (id !== null && categories.childIds(id).length > 0) throw badRequest(TWO_LEVELS);
    }
    return { cateName: body.cateName, pid: body.pid, pic: body.pic, isShow: body.isShow, sort: body.sort };
  };

  app.get('', { config: { access: ACCESS.list }, schema: { querystring: categoryQuery, response: { 200: categoryTree } } }, async (request) =>
    categories.tree(request.query.cateName),
  );

  app.get('/download', { config: { access: ACCESS.download, heavy: true }, schema: { querystring: categoryQuery } }, async (request, reply) =>
    sendXlsx(reply, CATEGORY_EXPORT, categories.flat(request.query.cateName)),
  );

  app.post('', { config: { access: ACCESS.create }, schema: { body: categoryBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const body = request.body;
    audited(ctx, request, reply, '新增商品分类', () => {
      categories.create(checked(body, null), ctx.now());
    });
    return reply.code(201).send(true);
  });

  app.put('', { config: { access: ACCESS.edit }, schema: { body: categoryBody } }, async (request, reply) => {
    const body = request.body;
    if (body.id === null) throw badRequest('ID 不能为空');
    const id = body.id;
    audited(ctx, request, reply, '修改商品分类', () => {
      if (!categories.find(id)) throw badRequest(NOT_FOUND);
      categories.update(id, checked(body, id), ctx.now());
    });
    return reply.code(204).send();
  });

  app.delete('/:ids', { config: { access: ACCESS.delete }, schema: { params: idsParam } }, async (request, reply) => {
    const ids = request.params.ids;
    audited(ctx, request, reply, '删除商品分类', () => {
      for (const id of ids) if (!categories.find(id)) throw badRequest(NOT_FOUND);
      // All or nothing, and a parent may go together with its children in one call.
      const going = new Set(ids);
      for (const id of ids) {
        if (categories.childIds(id).some((child) => !going.has(child))) throw badRequest('请先删除子分类');
        if (ctx.productReferences.categoryInUse(id)) throw badRequest('当前分类下有商品不可删除');
      }
      categories.softDelete(ids, ctx.now());
    });
    return reply.code(200).send();
  });
}

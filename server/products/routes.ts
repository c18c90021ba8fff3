import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser } from '../http/auth-context';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { EXPORT_MAX_ROWS, sendXlsx } from '../http/xlsx';
import { formatAttr } from './format-attr';
import { productInfoOf } from './info';
import { deriveFigures, readProductBody, type ProductInput } from './product-body';
import { PRODUCT_EXPORT } from './export';
import type { ProductFilter } from './repository';
import { formatAttrBody, type FormatAttrAnswer, infoAnswer, onsaleBody, productBody, productIdOrNew, productIdParam, productPage, productQuery, type ProductQuery } from './schemas';
import { readSpecs } from '../http/sku';

export const PRODUCT_GONE = '商品不存在';

/** Who may read the list; who may save (create and edit alike, as yshop). */
const LIST = ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_SELECT'];
const SAVE = ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_CREATE'];
/**
 * The form's read (`info`): the list or save strings (Rec. 10.2), and `_EDIT`, which the
 * hidden 商品新增 page carries in the dump.
 */
const FORM = ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_SELECT', 'YXSTOREPRODUCT_CREATE', 'YXSTOREPRODUCT_EDIT'];
/**
 * Editing a product: `onsale` (Rec. 10.2) and the SKU table (`isFormatAttr`), which only
 * the add and edit pages (`_EDIT`, `_CREATE` in the dump) ask for (issue 30: a read-only
 * caller had it build 10,000-row tables).
 */
const EDITING = ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_EDIT', 'YXSTOREPRODUCT_CREATE'];

const filterOf = (q: ProductQuery): ProductFilter => ({ storeName: q.storeName, isShow: q.isShow, isDel: q.isDel, cateId: q.cateId, isIntegral: q.isIntegral });

/**
 * The same create from the same operator, as its digest: sent twice (a double click, a
 * retried request) within REPEAT_WINDOW_MS it makes one product.
 */
const digestOf = (username: string, input: ProductInput): string => createHash('sha256').update(JSON.stringify([username, input])).digest('hex');

/** 商品管理 and the product form (CONTRACT-SHOP 4.2) under `api/yxStoreProduct`. */
export function productRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { products, catalog, rules } = ctx;

  app.get('', { config: { access: LIST }, schema: { querystring: productQuery, response: { 200: productPage } } }, async (request) => {
    const q = request.query;
    const page = products.page(filterOf(q), products.order(q.sort), q.page, q.size);
    return { ...page, cateList: catalog.cateList() };
  });

  app.get('/download', { config: { access: LIST, heavy: true }, schema: { querystring: productQuery } }, async (request, reply) =>
    sendXlsx(reply, PRODUCT_EXPORT, products.all(filterOf(request.query), products.order(request.query.sort), EXPORT_MAX_ROWS + 1)),
  );

  app.get('/info/:id', { config: { access: FORM }, schema: { params: productIdOrNew, response: { 200: infoAnswer } } }, async (request) => {
    const { id } = request.params;
    const lists = { tempList: catalog.templates(), cateList: catalog.cateList(), ruleList: rules.all() };
    if (id === 0) return lists;
    const detail = products.detail(id);
    if (!detail) throw badRequest(PRODUCT_GONE);
    return { ...lists, productInfo: productInfoOf(detail) };
  });

  for (const [path, activity] of [['/isFormatAttr/:id', false], ['/isFormatAttrForActivity/:id', true]] as const) {
    // No response schema: checking 1,000 rows cost more than building them (issue 30); the
    // answer is built field by field (format-attr.ts) and typed by formatAttrAnswer's type.
    app.post(path, { config: { access: EDITING, heavy: true }, schema: { params: productIdOrNew, body: formatAttrBody } }, async (request): Promise<FormatAttrAnswer> => {
      const attrs = request.body?.attrs;
      const specs = attrs === undefined || attrs === null ? [] : readSpecs(attrs);
      const { id } = request.params;
      if (id > 0 && !products.find(id)) throw badRequest(PRODUCT_GONE);
      return formatAttr(specs, id > 0 ? products.skusOf(id) : new Map(), activity);
    });
  }

  // A form of 1,000+ SKUs is bigger than the default 1 MB body.
  app.post('/addOrSave', { config: { access: SAVE, heavy: true }, bodyLimit: 8 * 1024 * 1024, schema: { body: productBody } }, async (request, reply) => {
    const input = readProductBody(request.body);
    const description = input.id === null ? '新增商品' : '修改商品';
    audited(ctx, request, reply, description, () => {
      const before = input.id === null ? null : products.find(input.id);
      if (input.id !== null && !before) throw badRequest(PRODUCT_GONE);
      const level = catalog.categoryLevel(input.cateId);
      if (level === null) throw badRequest('商品分类不存在');
      if (level === 'top') throw badRequest('商品分类只能选择二级分类');
      if (!catalog.templateExists(input.tempId)) throw badRequest('运费模板不存在');
      const at = ctx.now();
      const digest = before ? null : digestOf(currentUser(request).username, input);
      if (digest !== null && products.repeatOf(digest, at) !== null) return;
      products.save(input, deriveFigures(input.skus), at, before, digest);
    });
    return reply.code(201).send();
  });

  app.post('/onsale/:id', { config: { access: EDITING }, schema: { params: productIdParam, body: onsaleBody } }, async (request, reply) => {
    audited(ctx, request, reply, '商品上下架', () => {
      // The body is the state the operator saw: 1 (on the shelf) takes it off, anything else puts it on.
      if (!products.setShown(request.params.id, request.body === 1 ? 0 : 1, ctx.now())) throw badRequest(PRODUCT_GONE);
    });
    return reply.code(200).send();
  });

  app.delete('/:id', { config: { access: ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_DELETE'] }, schema: { params: productIdParam } }, async (request, reply) => {
    audited(ctx, request, reply, '删除商品', () => {
      if (!products.delete(request.params.id, ctx.now())) throw badRequest(PRODUCT_GONE);
    });
    return reply.code(200).send();
  });
}

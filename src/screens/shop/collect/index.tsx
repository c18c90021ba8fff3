import { RELATION_TYPES, productRelations, type ProductRelation } from '@/entities/productRelation/productRelation';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<ProductRelation, { id?: number }>();
const orDash = (text: string) => text || '-';

/** 商品收藏 (`shop/collect/index`, CONTRACT-MEMBERS 5.9): the members' favourites (`type=collect`), read only. A gone member or product shows `-` (Rec. 7.20). */
export default function CollectPage() {
  return (
    <ResourcePage
      resource={productRelations}
      label="商品收藏"
      selectable={false}
      fixedFilters={{ type: 'collect' }}
      fields={[
        f.number('id', 'ID'),
        f.number('uid', '用户ID'),
        f.text('userName', '用户名', { value: (r) => orDash(r.userName) }),
        f.number('productId', '商品ID'),
        f.text('productName', '商品名称', { value: (r) => orDash(r.productName) }),
        f.picture('productImage', '商品图片'),
        f.choice('type', '类型', { choices: RELATION_TYPES }),
        f.text('createTime', '添加时间'),
      ]}
    />
  );
}

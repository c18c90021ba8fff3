import { RELATION_TYPES, productRelations, type ProductRelation } from '@/entities/productRelation/productRelation';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<ProductRelation, { id?: number }>();
const orDash = (text: string) => text || '-';

/** 用户足迹 (`shop/foot/index`, CONTRACT-MEMBERS 5.9): the products the members looked at (`type=foot`), read only. A gone member or product shows `-` (Rec. 7.20). */
export default function FootPage() {
  return (
    <ResourcePage
      resource={productRelations}
      label="用户足迹"
      selectable={false}
      fixedFilters={{ type: 'foot' }}
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

import { useProductInfoQuery } from '@/entities/product/productApi';
import { usePageParams } from '@/features/navigation/PageContext';
import { asId } from '@/api/resource/wire';
import { RecordGate, useFirstAnswer } from '@/kit/resource/RecordGate';
import { ProductEditor } from './ProductEditor';

/**
 * The product form (`shop/goods/form`, CONTRACT-SHOP.md section 11.3), one page per address:
 * `/shop/goodsAdd` for a new product, `/shop/goodsEdit/:id` for a saved one (its tab titled
 * with the product's name). It asks `info/{id}` for the choices and the product first.
 */
export default function ProductFormPage() {
  const params = usePageParams();
  const id = asId(params.id) ?? 0;
  const info = useProductInfoQuery(id, { refetchOnMountOrArgChange: true });
  const start = useFirstAnswer(info.data);
  return (
    <RecordGate
      record={start}
      failed={info.isError}
      onRetry={() => void info.refetch()}
      label="商品表单"
      loading="商品加载中"
      failure={id > 0 ? '商品加载失败' : '商品表单加载失败'}
    >
      {(product) => <ProductEditor id={id} info={product} />}
    </RecordGate>
  );
}

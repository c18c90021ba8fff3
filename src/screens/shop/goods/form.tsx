import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useProductInfoQuery } from '@/entities/product/productApi';
import { usePageParams } from '@/features/navigation/PageContext';
import { asId } from '@/api/resource/wire';
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
  // The form starts once from the first answer: a later refetch (another tab saved) keeps what is typed.
  const [start, setStart] = useState(info.data);
  useEffect(() => {
    if (start === undefined && info.data !== undefined) setStart(info.data);
  }, [info.data, start]);

  if (start === undefined) {
    return (
      <Paper component="section" aria-label="商品表单" sx={{ p: 3 }}>
        {info.isError ? (
          <Alert
            severity="error"
            action={
              <Button size="small" onClick={() => void info.refetch()}>
                重试
              </Button>
            }
          >
            {id > 0 ? '商品加载失败' : '商品表单加载失败'}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="商品加载中" />
          </Box>
        )}
      </Paper>
    );
  }
  return <ProductEditor id={id} info={start} />;
}

import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { GoodsList } from './GoodsList';

/** 商品管理 (`shop/goods/tab`, CONTRACT-SHOP.md section 11.2): 出售中产品 and 待上架产品; switching reloads the tab's list. */
export default function GoodsTabPage() {
  const [isShow, setIsShow] = useState<0 | 1>(1);
  return (
    <Paper component="section" aria-label="商品管理" sx={{ p: 2, minWidth: 0 }}>
      <Tabs value={isShow} onChange={(_event, value: 0 | 1) => setIsShow(value)} sx={{ mb: 1.5 }}>
        <Tab value={1} label="出售中产品" />
        <Tab value={0} label="待上架产品" />
      </Tabs>
      <GoodsList key={isShow} isShow={isShow} />
    </Paper>
  );
}

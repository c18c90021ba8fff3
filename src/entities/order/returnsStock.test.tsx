import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { products } from '../product/product';
import { useCheckAfterSalesMutation, usePayAfterSalesMutation } from '../afterSales/afterSales';
import { orders, useOrderRefundMutation } from './order';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

/**
 * The writes that give stock back (CONTRACT-SHOP 9.2: a refund, an unpaid order's delete, an
 * after-sales payout or an approved 仅退款) make 商品管理's figures stale: its list asks the
 * server again, so an operator coming back to it sees the stock as it now is.
 */
describe('writes that give stock back refetch the product list', () => {
  async function mounted() {
    const http = await fakeHttp({
      'GET api/yxStoreProduct': { status: 200, data: { content: [{ id: 34, storeName: '柏黛雅化妆刷', stock: 9 }], totalElements: 1, cateList: [] } },
      'POST api/yxStoreOrder/refund': { status: 200 },
      'DELETE api/yxStoreOrder/:id': { status: 200 },
      'POST api/yxStoreAfterSales/makeMoney': { status: 200 },
      'POST api/yxStoreAfterSales/salesCheck': { status: 200, data: true },
    });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(
      () => ({
        list: products.useList({ page: 0, size: 10, storeName: '柏黛雅化妆刷' }),
        refund: useOrderRefundMutation()[0],
        remove: orders.useDelete()[0],
        pay: usePayAfterSalesMutation()[0],
        check: useCheckAfterSalesMutation()[0],
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.content.map((p) => p.stock)).toEqual([9]));
    const lists = () => http.calls.filter((call) => call.key === 'GET api/yxStoreProduct').length;
    return { result, lists };
  }

  type Hooks = Awaited<ReturnType<typeof mounted>>['result'];

  it.each([
    ['立即退款', (r: Hooks) => r.current.refund({ orderId: '1872155091755073536', payPrice: '0.01' })],
    ['删除 (an unpaid order)', (r: Hooks) => r.current.remove([13673])],
    ['售后 退款 (打款)', (r: Hooks) => r.current.pay({ salesId: 1, orderCode: '1872155091755073536' })],
    ['售后 审核 (仅退款 pays at once)', (r: Hooks) => r.current.check({ salesId: 1, orderCode: '1872155091755073536', approvalStatus: 0, consignee: '', phoneNumber: '', address: '' })],
  ])('%s', async (_name, write) => {
    const { result, lists } = await mounted();
    expect(lists()).toBe(1);
    await act(() => write(result).unwrap());
    await waitFor(() => expect(lists()).toBe(2));
  });
});

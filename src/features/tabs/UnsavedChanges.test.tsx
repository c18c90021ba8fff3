import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { PageContext } from '../navigation/PageContext';
import type { RouteSpec } from '../navigation/buildNavigation';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { viewVisited } from './slice';
import { UnsavedChanges, useTabTitle } from './UnsavedChanges';

const page = (noCache: boolean): RouteSpec => ({ path: '/shop/goodsEdit/5', pattern: '/shop/goodsEdit/:id', params: { id: '5' }, component: 'shop/goods/form', title: '商品修改', noCache, affix: false, hidden: true, crumbs: [] });

function Form({ title }: { title?: string }) {
  const [name, setName] = useState('');
  useTabTitle(title);
  return (
    <>
      <input aria-label="商品名称" value={name} onChange={(event) => setName(event.target.value)} />
      <Link to="/shop/goods">管理商品</Link>
      <UnsavedChanges dirty={name !== ''} />
    </>
  );
}

const render = (noCache: boolean, title?: string) =>
  renderWithProviders(
    <PageContext.Provider value={page(noCache)}>
      <Form title={title} />
    </PageContext.Provider>,
    { path: '/shop/goodsEdit/5', routes: [{ path: '/shop/goods', element: <p>商品列表</p> }] },
  );

describe('UnsavedChanges', () => {
  it('marks the tab while the form is changed, and takes the mark back when it is clean', async () => {
    const { store } = render(false);
    await userEvent.type(screen.getByLabelText('商品名称'), 'a');
    expect(store.getState().tabs.unsaved).toEqual(['/shop/goodsEdit/5']);
    await userEvent.clear(screen.getByLabelText('商品名称'));
    expect(store.getState().tabs.unsaved).toEqual([]);
  });

  it('on a page that is not kept, asks before leaving a changed form; 取消 stays, 确定 leaves', async () => {
    const { router } = render(true);
    await userEvent.type(screen.getByLabelText('商品名称'), 'a');
    await userEvent.click(screen.getByRole('link', { name: '管理商品' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveTextContent('放弃未保存的修改吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/shop/goodsEdit/5');
    expect(screen.getByLabelText('商品名称')).toHaveValue('a');

    await userEvent.click(screen.getByRole('link', { name: '管理商品' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('商品列表')).toBeInTheDocument();
  });

  it('lets a kept page go without asking (it keeps its changes), and a clean one always', async () => {
    const { router } = render(false);
    await userEvent.type(screen.getByLabelText('商品名称'), 'a');
    await userEvent.click(screen.getByRole('link', { name: '管理商品' }));
    expect(await screen.findByText('商品列表')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/goods');
  });

  it('names the tab once the title is known', async () => {
    const { store } = render(false, 'TOMFORD汤姆福特唇膏');
    act(() => void store.dispatch(viewVisited({ path: '/shop/goodsEdit/5', fullPath: '/shop/goodsEdit/5', title: '商品修改' })));
    await waitFor(() => expect(store.getState().tabs.visitedViews.map((view) => view.title)).toEqual(['TOMFORD汤姆福特唇膏']));
  });
});

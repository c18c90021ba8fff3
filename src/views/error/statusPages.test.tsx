import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import { setRuntimeConfig } from '../../shared/config/runtimeConfig';
import { defaultConfig } from '../../shared/config/schema';
import { LoadFailedPage } from './LoadFailedPage';
import { NotFoundPage } from './NotFoundPage';
import { NotImplementedPage } from './NotImplementedPage';
import { UnauthorisedPage } from './UnauthorisedPage';

const renderAt = (element: ReactElement) => render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

describe('status pages', () => {
  beforeEach(() => setRuntimeConfig({ ...defaultConfig, title: '商城后台' }));

  it('404 and 401 show the system title alone, not the title of the page before', () => {
    for (const page of [<NotFoundPage key="404" />, <UnauthorisedPage key="401" />]) {
      document.title = '字典管理 - 商城后台';
      const view = renderAt(page);
      expect(document.title).toBe('商城后台');
      view.unmount();
    }
  });

  it('404 and 401 explain themselves in Chinese and lead back to 首页', () => {
    renderAt(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/dashboard');
  });

  it('401 names the missing permission', () => {
    renderAt(<UnauthorisedPage />);
    expect(screen.getByRole('heading', { name: '401' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，您没有权限访问该页面')).toBeInTheDocument();
  });

  it('页面未实现 names the component path, as text', () => {
    renderAt(<NotImplementedPage component="shop/<b>goods</b>/index" title="商品列表" />);
    expect(screen.getByRole('heading', { name: '页面未实现' })).toBeInTheDocument();
    expect(screen.getByText('shop/<b>goods</b>/index')).toBeInTheDocument();
    expect(screen.getByText('「商品列表」在本控制台中尚未实现')).toBeInTheDocument();
  });

  it('a failed chunk offers a reload', () => {
    renderAt(<LoadFailedPage chunk message="Loading chunk 42 failed." />);
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

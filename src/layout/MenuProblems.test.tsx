import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuProblems } from './MenuProblems';

const problem = (n: number) => ({ warning: `menu entry menus[${n}] skipped: missing path`, message: `第 ${n + 1} 项菜单：缺少路由地址（path）` });

describe('MenuProblems', () => {
  it('shows nothing when every entry could be used', () => {
    const { container } = render(<MenuProblems loadError={undefined} problems={[]} onRetry={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says what is wrong with each skipped entry, in the operator’s words, and can be closed', async () => {
    render(<MenuProblems loadError={undefined} problems={[problem(0), problem(4)]} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器返回的菜单中有 2 项无法使用，已跳过；其余页面可正常使用。请将以下问题告知后端维护人员：');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['第 1 项菜单：缺少路由地址（path）', '第 5 项菜单：缺少路由地址（path）']);
    expect(screen.getByRole('alert')).not.toHaveTextContent('menu entry');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists ten and counts the rest, so a broken table keeps the banner readable', () => {
    render(<MenuProblems loadError={undefined} problems={Array.from({ length: 13 }, (_, n) => problem(n))} onRetry={() => undefined} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(items[10]).toHaveTextContent('……另有 3 项，详见浏览器控制台');
  });
});

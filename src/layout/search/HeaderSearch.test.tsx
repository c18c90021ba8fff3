import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildNavigation } from '../../features/navigation/buildNavigation';
import { HeaderSearch } from './HeaderSearch';

// The shapes the shell passes: buildNavigation over server menus.
const navigation = buildNavigation([
  {
    path: '/system',
    alwaysShow: true,
    meta: { title: '系统管理' },
    children: [
      { path: 'user', name: 'User', component: 'system/user/index', meta: { title: '用户管理' } },
      { path: 'dict', name: 'Dict', component: 'system/dict/index', meta: { title: '字典管理' } },
      { path: 'secret', hidden: true, component: 'system/secret/index', meta: { title: '隐藏页' } },
    ],
  },
  {
    path: '/sys-tools',
    alwaysShow: true,
    meta: { title: '系统工具' },
    children: [
      { path: 'email', component: 'tools/email/index', meta: { title: '邮件工具' } },
      { path: 'https://github.com/elunez/eladmin', meta: { title: '项目主页' } },
      { path: 'html', component: 'tools/html/index', meta: { title: '<img src=x onerror=alert(1)>标题' } },
    ],
  },
]);

function renderSearch({ enabled = true, shortcut = true } = {}) {
  const element = (
    <>
      <HeaderSearch routes={navigation.routes} menu={navigation.menu} enabled={enabled} shortcut={shortcut} />
      <input aria-label="别的输入框" />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/dashboard'] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox', { name: '搜索菜单' });
  return input;
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const selected = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');

describe('HeaderSearch', () => {
  it('opens with Ctrl+K from anywhere and focuses the input', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByLabelText('别的输入框'));
    const input = await openWithShortcut(user);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', '搜索菜单 (拼音/首字母)');
    expect(screen.getByRole('dialog', { name: '搜索菜单' })).toBeInTheDocument();
  });

  it('opens with ⌘K too', async () => {
    const { user } = renderSearch();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox', { name: '搜索菜单' })).toHaveFocus();
  });

  it('opens from the search button, whose tooltip names the shortcut', async () => {
    const { user } = renderSearch();
    const button = screen.getByRole('button', { name: '搜索菜单' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('搜索菜单（Ctrl+K）');
    await user.click(button);
    expect(await screen.findByRole('combobox', { name: '搜索菜单' })).toHaveFocus();
  });

  it('shows results with their title chain and path', async () => {
    const { user } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '字典');
    const listbox = screen.getByRole('listbox', { name: '搜索结果' });
    const option = within(listbox).getAllByRole('option')[0];
    expect(option).toHaveTextContent('系统管理 > 字典管理');
    expect(option).toHaveTextContent('/system/dict');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option?.id);
  });

  it('moves the highlight with the arrow keys, wrapping at both ends', async () => {
    const { user } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '系统管理');
    expect(optionNames().length).toBeGreaterThanOrEqual(2);
    const [first, second] = screen.getAllByRole('option');
    expect(selected()).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(second);
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(screen.getAllByRole('option').at(-1));
  });

  it('opens the highlighted page with Enter and closes', async () => {
    const { user, router } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '字典{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a result on click', async () => {
    const { user, router } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '邮件');
    await user.click(screen.getByRole('option', { name: /系统工具 > 邮件工具/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys-tools/email'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens an external link in a new tab without an opener', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, router } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '项目主页{Enter}');
    expect(open).toHaveBeenCalledWith('https://github.com/elunez/eladmin', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/dashboard');
    open.mockRestore();
  });

  it('closes with Esc and starts empty next time', async () => {
    const { user } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '字典');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await openWithShortcut(user)).toHaveValue('');
  });

  it('finds pages by pinyin and initials once pinyin has loaded', async () => {
    const { user } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, 'zdgl');
    expect(await screen.findByRole('option', { name: /系统管理 > 字典管理/ })).toHaveAttribute('aria-selected', 'true');
    await user.clear(input);
    await user.type(input, 'zidian');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('系统管理 > 字典管理');
  });

  it('says 无匹配结果 when nothing matches, and never lists hidden pages', async () => {
    const { user } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '隐藏页');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('无匹配结果');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('shows titles as text, never as HTML', async () => {
    const { user } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '标题');
    expect(screen.getByRole('option', { name: /<img src=x onerror=alert\(1\)>标题/ })).toBeInTheDocument();
    expect(screen.getByRole('dialog').querySelector('img')).toBeNull();
  });

  it('leaves Enter alone while an input method is composing', async () => {
    const { user, router } = renderSearch();
    const input = await openWithShortcut(user);
    await user.type(input, '字典');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does nothing when disabled (mobile): no button, no shortcut', async () => {
    renderSearch({ enabled: false });
    expect(screen.queryByRole('button', { name: '搜索菜单' })).not.toBeInTheDocument();
    // Not taken: the browser's own Ctrl+K goes on (the shortcut prevents it when enabled).
    expect(fireEvent.keyDown(window, { key: 'k', ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the button but leaves Ctrl+K alone while the shell waits behind the login page', () => {
    renderSearch({ shortcut: false });
    expect(screen.getByRole('button', { name: '搜索菜单' })).toBeInTheDocument();
    expect(fireEvent.keyDown(window, { key: 'k', ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeletePopover } from './DeletePopover';

describe('DeletePopover', () => {
  it('names its button after the row when told, and deletes only after 确定', async () => {
    const onConfirm = jest.fn();
    render(
      <>
        <DeletePopover label="删除 系统管理" message="确定删除菜单「系统管理」吗？" onConfirm={onConfirm} />
        <DeletePopover onConfirm={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 系统管理' }));
    const popover = screen.getByRole('alertdialog', { name: '提示' });
    expect(popover).toHaveAccessibleDescription('确定删除菜单「系统管理」吗？');
    await userEvent.click(within(popover).getByRole('button', { name: '取消' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '删除 系统管理' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './FormDialog';

/* The dialog around a form: what closes it and what does not. */

function setup(closeOnBackdropClick?: boolean) {
  const onClose = jest.fn();
  render(
    <FormDialog title="新增菜单" submitting={false} onSubmit={jest.fn()} onClose={onClose} closeOnBackdropClick={closeOnBackdropClick}>
      <input aria-label="标题" />
    </FormDialog>,
  );
  // MUI's backdrop is the dialog container's sibling, with aria-hidden.
  const backdrop = document.querySelector('.MuiBackdrop-root')!;
  return { onClose, backdrop };
}

describe('FormDialog', () => {
  it('closes on a click beside it by default, and on 取消', async () => {
    const { onClose, backdrop } = setup();
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps a long form open on a click beside it when asked, still closing on 取消 and Escape', async () => {
    const { onClose, backdrop } = setup(false);
    await userEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('textbox', { name: '标题' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

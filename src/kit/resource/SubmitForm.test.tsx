import { fireEvent, render, screen } from '@testing-library/react';
import { SubmitForm } from './SubmitForm';

const formOf = (over: Partial<{ submitting: boolean; serverError: string }> = {}) => ({ submitting: false, submit: jest.fn(async () => undefined), ...over });

describe('SubmitForm', () => {
  it('submits on 提交 and on Enter, showing the server’s refusal above the inputs', () => {
    const form = formOf({ serverError: '积分抵用比例不能为空' });
    render(
      <SubmitForm form={form} canSave notice={<p>提示</p>}>
        <input aria-label="积分抵用比例" />
      </SubmitForm>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('积分抵用比例不能为空');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    fireEvent.submit(screen.getByRole('textbox', { name: '积分抵用比例' }));
    expect(form.submit).toHaveBeenCalledTimes(2);
    expect(screen.getByText('提示')).toBeInTheDocument();
  });

  it('does not submit again while a save is under way, and offers no 提交 without the permission', () => {
    const busy = formOf({ submitting: true });
    const { rerender } = render(
      <SubmitForm form={busy} canSave>
        <input aria-label="名称" />
      </SubmitForm>,
    );
    fireEvent.submit(screen.getByRole('textbox', { name: '名称' }));
    expect(busy.submit).not.toHaveBeenCalled();
    rerender(
      <SubmitForm form={formOf()} canSave={false}>
        <input aria-label="名称" />
      </SubmitForm>,
    );
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });
});

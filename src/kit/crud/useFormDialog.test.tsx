import TextField from '@mui/material/TextField';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectNotifications } from '../../features/notifications/notificationsSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { checked } from './formCheck';
import { FormDialog } from './FormDialog';
import { useFormDialog } from './useFormDialog';

/* A dialog's form state: field messages from the check, the server's refusal, the saved value. */

interface Values {
  name: string;
}

function JobForm({ save, onSaved }: { save: (name: string) => Promise<unknown>; onSaved: (name: string) => void }) {
  const { field, serverError, submitting, submit } = useFormDialog<Values, string>({
    initial: { name: '' },
    check: (values) => checked<Values, string>({ name: values.name.trim() === '' ? '请输入名称' : undefined }, () => values.name.trim()),
    save,
    savedMessage: '新增成功',
    onSaved,
  });
  return (
    <FormDialog title="新增岗位" submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={jest.fn()}>
      <TextField label="名称" {...field('name')} />
    </FormDialog>
  );
}

function setup(save: (name: string) => Promise<unknown>) {
  const onSaved = jest.fn();
  const utils = renderWithProviders(<JobForm save={save} onSaved={onSaved} />);
  const notices = () => selectNotifications(utils.store.getState()).map((n) => n.message);
  return { onSaved, notices, input: () => screen.getByRole('textbox', { name: '名称' }) };
}

describe('useFormDialog', () => {
  it("shows the check's message on the field and sends nothing; typing clears it", async () => {
    const save = jest.fn(() => Promise.resolve());
    const { input } = setup(save);
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(screen.getByText('请输入名称')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(input(), '运维');
    expect(screen.queryByText('请输入名称')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'false');
  });

  it("keeps the input and shows the server's message when it refuses", async () => {
    const { input, onSaved, notices } = setup(() => Promise.reject({ status: 400, message: '岗位名称已存在' }));
    await userEvent.type(input(), '运维');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('岗位名称已存在')).toBeInTheDocument();
    expect(input()).toHaveValue('运维');
    expect(onSaved).not.toHaveBeenCalled();
    expect(notices()).not.toContain('新增成功');
  });

  it('sends the checked value, says 新增成功 and hands the value back', async () => {
    const save = jest.fn(() => Promise.resolve());
    const { input, onSaved, notices } = setup(save);
    await userEvent.type(input(), '  运维 ');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(save).toHaveBeenCalledWith('运维');
    expect(onSaved).toHaveBeenCalledWith('运维');
    expect(notices()).toContain('新增成功');
  });
});

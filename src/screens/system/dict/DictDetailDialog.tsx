import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DictDetail } from '../../../features/dict/dictDetail';
import { useCreateDictDetailMutation, useUpdateDictDetailMutation, type DictDetailInput } from './dictAdminApi';
import { checkDetail, DEFAULT_SORT, type DetailFormValues } from './dictForms';
import { FormDialog } from '../../../kit/crud/FormDialog';
import { useFormDialog } from '../../../kit/crud/useFormDialog';

export interface DictDetailDialogProps {
  /** The dictionary the entry belongs to. */
  dict: { id: number; name: string };
  /** The entry to edit; without it the dialog creates one. */
  detail?: DictDetail | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增字典详情 / 编辑字典详情. */
export function DictDetailDialog({ dict, detail, onClose, onSaved }: DictDetailDialogProps) {
  const [createDetail] = useCreateDictDetailMutation();
  const [updateDetail] = useUpdateDictDetailMutation();
  const { errors, serverError, submitting, field, submit } = useFormDialog<DetailFormValues, DictDetailInput>({
    initial: { label: detail?.label ?? '', value: detail?.value ?? '', sort: String(detail?.sort ?? DEFAULT_SORT) },
    check: checkDetail,
    save: (value) => {
      const target = { dictId: detail?.dict?.id ?? dict.id, dictName: dict.name, detail: value };
      return detail ? updateDetail({ id: detail.id, ...target }).unwrap() : createDetail(target).unwrap();
    },
    onSaved: () => onSaved(),
  });

  return (
    <FormDialog title={detail ? '编辑字典详情' : '新增字典详情'} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose}>
      <Typography variant="body2" color="text.secondary">
        所属字典：{dict.name}
      </Typography>
      <TextField label="字典标签" {...field('label')} required autoFocus size="small" fullWidth />
      <TextField label="字典值" {...field('value')} required size="small" fullWidth />
      <TextField
        label="排序"
        {...field('sort')}
        helperText={errors.sort ?? '数字越小越靠前'}
        required
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}

import TextField from '@mui/material/TextField';
import { useCreateDictMutation, useUpdateDictMutation, type Dict, type DictInput } from './dictAdminApi';
import { checkDict, type DictFormValues } from './dictForms';
import { FormDialog } from '../../../kit/crud/FormDialog';
import { useFormDialog } from '../../../kit/crud/useFormDialog';

export interface DictDialogProps {
  /** The dictionary to edit; without it the dialog creates one. */
  dict?: Dict | undefined;
  onClose: () => void;
  /** After the server accepted: the dictionary as now named. */
  onSaved: (saved: { id?: number; name: string }) => void;
}

/** 新增字典 / 编辑字典. */
export function DictDialog({ dict, onClose, onSaved }: DictDialogProps) {
  const [createDict] = useCreateDictMutation();
  const [updateDict] = useUpdateDictMutation();
  const { serverError, submitting, field, submit } = useFormDialog<DictFormValues, DictInput>({
    initial: { name: dict?.name ?? '', remark: dict?.remark ?? '' },
    check: checkDict,
    save: (value) => (dict ? updateDict({ id: dict.id, ...value }).unwrap() : createDict(value).unwrap()),
    onSaved: (value) => onSaved({ ...(dict ? { id: dict.id } : {}), name: value.name }),
  });

  return (
    <FormDialog title={dict ? '编辑字典' : '新增字典'} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label="字典名称" {...field('name')} required autoFocus size="small" fullWidth />
      <TextField label="描述" {...field('remark')} size="small" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}

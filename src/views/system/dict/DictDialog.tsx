import { useState } from 'react';
import { useDispatch } from 'react-redux';
import TextField from '@mui/material/TextField';
import { notify } from '../../../features/notifications/notificationsSlice';
import { useCreateDictMutation, useUpdateDictMutation, type Dict } from './dictAdminApi';
import { checkDict, type DictFormValues, type FormErrors } from './dictForms';
import { errorMessage } from '../../../shared/ui/errorMessage';
import { FormDialog } from './FormDialog';

export interface DictDialogProps {
  /** The dictionary to edit; without it the dialog creates one. */
  dict?: Dict | undefined;
  onClose: () => void;
  /** After the server accepted: the dictionary as now named. */
  onSaved: (saved: { id?: number; name: string }) => void;
}

/** 新增字典 / 编辑字典. */
export function DictDialog({ dict, onClose, onSaved }: DictDialogProps) {
  const dispatch = useDispatch();
  const [createDict] = useCreateDictMutation();
  const [updateDict] = useUpdateDictMutation();
  const [values, setValues] = useState<DictFormValues>({ name: dict?.name ?? '', remark: dict?.remark ?? '' });
  const [errors, setErrors] = useState<FormErrors<DictFormValues>>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const change = (key: keyof DictFormValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setValues((current) => ({ ...current, [key]: text }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const checked = checkDict(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setServerError(undefined);
    setSubmitting(true);
    try {
      if (dict) await updateDict({ id: dict.id, ...checked.value }).unwrap();
      else await createDict(checked.value).unwrap();
    } catch (error) {
      setSubmitting(false);
      setServerError(errorMessage(error));
      return;
    }
    setSubmitting(false);
    dispatch(notify({ message: dict ? '编辑成功' : '新增成功', severity: 'success' }));
    onSaved({ ...(dict ? { id: dict.id } : {}), name: checked.value.name });
  };

  return (
    <FormDialog title={dict ? '编辑字典' : '新增字典'} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label="字典名称" value={values.name} onChange={change('name')} error={Boolean(errors.name)} helperText={errors.name} required autoFocus size="small" fullWidth />
      <TextField label="描述" value={values.remark} onChange={change('remark')} error={Boolean(errors.remark)} helperText={errors.remark} size="small" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}

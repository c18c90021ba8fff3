import { useId } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApiDispatch } from '../../api/api';
import type { SettingKey, Settings, SettingsLink, SettingsRecord } from '../../api/resource/defineSettings';
import { usePermission } from '../../features/permission/usePermission';
import { useFormDialog } from '../crud/useFormDialog';
import { PictureInput } from '../pictures/PictureInput';
import { checkSettings, settingDrafts } from './settingDrafts';
import { SectionHeading } from './SectionHeading';
import { SubmitForm } from './SubmitForm';

/** What a secret's input says under it: whether a value is stored (never the value). */
export const SECRET_SET = '已设置，留空则保持不变';
export const SECRET_UNSET = '未设置';

interface InputProps {
  setting: SettingKey;
  value: string;
  set: (value: string) => void;
  error: string | undefined;
  secretSet: boolean;
  disabled: boolean;
}

/** One key's input: radios for a choice, the picture field for a picture, a password field for a secret, else a text field; its hint below. */
function SettingInput({ setting, value, set, error, secretSet, disabled }: InputProps) {
  const labelId = useId();
  if (setting.kind === 'picture') {
    return (
      <Box>
        <PictureInput label={setting.label} value={value} onChange={set} error={error} required={setting.required !== undefined} disabled={disabled} />
        {setting.hint ? <FormHelperText>{setting.hint}</FormHelperText> : null}
      </Box>
    );
  }
  if (setting.kind === 'choice') {
    return (
      <FormControl error={Boolean(error)} disabled={disabled}>
        <FormLabel id={labelId} sx={{ fontSize: 12 }}>
          {setting.label}
        </FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={value} onChange={(event) => set(event.target.value)}>
          {(setting.choices ?? []).map((choice) => (
            <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={choice.label} />
          ))}
        </RadioGroup>
        <FormHelperText>{error ?? setting.hint}</FormHelperText>
      </FormControl>
    );
  }
  const secretNote = secretSet ? SECRET_SET : SECRET_UNSET;
  return (
    <TextField
      label={setting.label}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (setting.secret ? [secretNote, setting.hint].filter(Boolean).join('；') : setting.hint)}
      required={setting.required !== undefined && !setting.secret}
      disabled={disabled}
      size="small"
      fullWidth
      type={setting.secret ? 'password' : 'text'}
      autoComplete={setting.secret ? 'new-password' : 'off'}
      slotProps={setting.kind === 'integer' ? { htmlInput: { inputMode: 'numeric' } } : setting.kind === 'amount' || setting.kind === 'percent' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
    />
  );
}

/** A line with a link out (快递鸟申请地址), in a new tab that cannot reach back into the console. */
function SettingsLinkLine({ link }: { link: SettingsLink }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {`${link.label}：${link.text}`}
      <Link href={link.href} target="_blank" rel="noopener noreferrer">
        {link.linkText}
      </Link>
    </Typography>
  );
}

/** The form over a loaded record; remounted with each new record, so a secret typed and saved is gone from the input. */
function SettingsFields({ settings, record, canSave }: { settings: Settings; record: SettingsRecord; canSave: boolean }) {
  const dispatch = useDispatch<ApiDispatch>();
  const form = useFormDialog<Record<string, string>, Record<string, string>>({
    initial: settingDrafts(settings.keys, record.values),
    check: (drafts) => checkSettings(settings.keys, drafts),
    save: (values) => settings.save(dispatch, values),
    savedMessage: '设置成功',
    onSaved: () => {},
  });
  return (
    <SubmitForm form={form} canSave={canSave}>
      {settings.keys.map((setting) => (
        <SettingInput
          key={setting.key}
          setting={setting}
          value={form.values[setting.key] ?? ''}
          set={(value) => form.set(setting.key, value)}
          error={form.errors[setting.key]}
          secretSet={record.secretsSet[setting.key] ?? false}
          disabled={!canSave}
        />
      ))}
      {settings.links.map((link) => (
        <SettingsLinkLine key={link.href} link={link} />
      ))}
    </SubmitForm>
  );
}

/**
 * A single-record settings page (yshop's config forms, `wechat/config/*`): the record's own
 * keys, each input by its descriptor (label, kind, hint, checks), secrets write-only; 提交
 * posts the form's keys and says 设置成功. Without the save permission the form is read-only.
 */
export function SettingsForm({ settings }: { settings: Settings }) {
  const can = usePermission();
  const record = settings.useRecord();
  return (
    <Paper component="section" aria-label={settings.title} sx={{ p: 2, minWidth: 0 }}>
      <SectionHeading title={settings.title} />
      {record.data ? (
        <SettingsFields key={JSON.stringify(record.data)} settings={settings} record={record.data} canSave={can(settings.permissions.save)} />
      ) : record.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void record.refetch()}>
              重试
            </Button>
          }
        >
          {`${settings.title}加载失败`}
        </Alert>
      ) : (
        <CircularProgress size={24} aria-label="加载中" />
      )}
    </Paper>
  );
}

import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { CHARGE_NAMES, shippingTemplates, type ChargeType, type ShippingTemplate } from '@/entities/shippingTemplate/shippingTemplate';
import { placesName, type Place } from '@/entities/shippingTemplate/places';
import { FormDialog } from '@/kit/crud/FormDialog';
import { errorMessage } from '@/shared/ui/errorMessage';
import { FreeTable, RegionTable } from './ChargeTables';
import { CityPicker } from './CityPicker';
import { checkDrafts, draftsOf, nextKey, type DraftErrors, type TemplateDrafts } from './templateDrafts';

export interface TemplateDialogProps {
  row: ShippingTemplate | undefined;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Where the city picker's choice goes: a new 配送区域 row or a new 指定包邮 row. */
type Picking = 'region' | 'free' | undefined;

/**
 * 新增运费模板 / 编辑运费模板 (CONTRACT-SHOP.md 11.11): name, 计费方式, the region rows
 * (默认全国 first), 指定包邮 with its rows, 排序; checked before sending, the server's
 * refusal shown with the input kept.
 */
export function TemplateDialog({ row, title, onClose, onSaved }: TemplateDialogProps) {
  const [drafts, setDrafts] = useState<TemplateDrafts>(() => draftsOf(row === undefined ? shippingTemplates.newForm() : shippingTemplates.formOf(row)));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [picking, setPicking] = useState<Picking>();
  const [create, created] = shippingTemplates.useCreate();
  const [update, updated] = shippingTemplates.useUpdate();
  const submitting = created.isLoading || updated.isLoading;
  const typeLabel = useId();
  const appointLabel = useId();

  const edit = (change: (current: TemplateDrafts) => TemplateDrafts, ...cleared: string[]) => {
    setDrafts(change);
    if (cleared.length > 0) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key))));
  };

  const choose = (places: Place[]) => {
    const name = placesName(places);
    if (picking === 'region') edit((d) => ({ ...d, regions: [...d.regions, { key: nextKey(), places, regionName: name, first: '1', price: '0', continues: '1', continuePrice: '0' }] }), 'regions');
    if (picking === 'free') edit((d) => ({ ...d, frees: [...d.frees, { key: nextKey(), places, placeName: name, number: '1', price: '0' }] }), 'frees');
    setPicking(undefined);
  };

  const submit = async () => {
    const checked = checkDrafts(drafts, row?.id);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setServerError(undefined);
    const body = shippingTemplates.bodyOf(checked.value);
    try {
      await (row === undefined ? create(body) : update(body)).unwrap();
    } catch (error) {
      setServerError(errorMessage(error));
      return;
    }
    onSaved();
  };

  return (
    <FormDialog title={title} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose} submitText={row === undefined ? '立即提交' : '立即修改'} maxWidth="md" closeOnBackdropClick={false}>
      <TextField label="模板名称" placeholder="请输入模板名称" required value={drafts.name} onChange={(event) => edit((d) => ({ ...d, name: event.target.value }), 'name')} error={Boolean(errors.name)} helperText={errors.name} size="small" />
      <Box>
        <FormLabel id={typeLabel}>计费方式</FormLabel>
        <RadioGroup row aria-labelledby={typeLabel} value={String(drafts.type)} onChange={(event) => edit((d) => ({ ...d, type: Number(event.target.value) as ChargeType }))}>
          {([1, 2, 3] as const).map((type) => (
            <FormControlLabel key={type} value={String(type)} control={<Radio size="small" />} label={CHARGE_NAMES[type]} />
          ))}
        </RadioGroup>
      </Box>
      <Box>
        <FormLabel>配送区域及运费</FormLabel>
        <RegionTable
          type={drafts.type}
          rows={drafts.regions}
          errors={errors}
          onChange={(key, field, text) => edit((d) => ({ ...d, regions: d.regions.map((r) => (r.key === key ? { ...r, [field]: text } : r)) }), `region.${key}.${field}`)}
          onRemove={(key) => edit((d) => ({ ...d, regions: d.regions.filter((r) => r.key !== key) }))}
        />
        <TableMessage message={errors.regions} />
        <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setPicking('region')}>
          单独添加配送区域
        </Button>
      </Box>
      <Box>
        <FormLabel id={appointLabel}>指定包邮</FormLabel>
        <RadioGroup row aria-labelledby={appointLabel} value={drafts.appoint ? '1' : '0'} onChange={(event) => edit((d) => ({ ...d, appoint: event.target.value === '1' }), 'frees')}>
          <FormControlLabel value="1" control={<Radio size="small" />} label="开启" />
          <FormControlLabel value="0" control={<Radio size="small" />} label="关闭" />
        </RadioGroup>
        {drafts.appoint ? (
          <>
            <FreeTable
              type={drafts.type}
              rows={drafts.frees}
              errors={errors}
              onChange={(key, field, text) => edit((d) => ({ ...d, frees: d.frees.map((r) => (r.key === key ? { ...r, [field]: text } : r)) }), `free.${key}.${field}`)}
              onRemove={(key) => edit((d) => ({ ...d, frees: d.frees.filter((r) => r.key !== key) }))}
            />
            <TableMessage message={errors.frees} />
            <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setPicking('free')}>
              单独指定包邮
            </Button>
          </>
        ) : null}
      </Box>
      <TextField label="排序" value={drafts.sort} onChange={(event) => edit((d) => ({ ...d, sort: event.target.value }), 'sort')} error={Boolean(errors.sort)} helperText={errors.sort ?? '输入值越大越靠前'} size="small" sx={{ maxWidth: 240 }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      {picking ? <CityPicker onChoose={choose} onClose={() => setPicking(undefined)} /> : null}
    </FormDialog>
  );
}

/** A table's own message (no rows where some are needed). */
export function TableMessage({ message }: { message: string | undefined }) {
  return message ? (
    <Alert severity="error" sx={{ mt: 1 }}>
      {message}
    </Alert>
  ) : null;
}

import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useExpressChoicesQuery, useOrderChangeDeliveryMutation, useOrderShipMutation, type Delivery, type ExpressChoice } from '@/entities/order/order';
import { checked, type FormErrors } from '@/kit/crud/formCheck';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import type { OrderDialogProps } from './orderDialogs';

interface Values {
  kind: 'express' | 'none';
  company: string;
  number: string;
}

/**
 * 去发货 (and 修改快递, with the order's company and number filled in): an express company
 * searched by name among every company (not yshop's first 20) and a tracking number, or
 * no logistics at all (发货 only). The server's own words for what is missing.
 */
export function ShipDialog({ order, onClose, onDone, change }: OrderDialogProps & { change: boolean }) {
  const companies = useExpressChoicesQuery();
  const [ship] = useOrderShipMutation();
  const [changeDelivery] = useOrderChangeDeliveryMutation();
  const [open, setOpen] = useState(false);
  const form = useFormDialog<Values, Delivery>({
    initial: { kind: 'express', company: change ? order.deliveryName : '', number: change ? order.deliveryId : '' },
    check: (values) => {
      if (values.kind === 'none') return { ok: true, value: { kind: 'none' } };
      const errors: FormErrors<Values> = {
        company: values.company.trim() === '' ? '请选择快递公司' : undefined,
        number: values.number.trim() === '' ? '快递单号不能为空' : undefined,
      };
      return checked(errors, () => ({ kind: 'express' as const, deliveryName: values.company, deliveryId: values.number }));
    },
    save: (delivery) => (change ? changeDelivery({ orderId: order.orderId, delivery }) : ship({ orderId: order.orderId, delivery })).unwrap(),
    savedMessage: '操作成功',
    onSaved: onDone,
  });
  const options: readonly ExpressChoice[] = companies.data ?? [];
  const chosen = options.find((company) => company.name === form.values.company) ?? null;
  return (
    <FormDialog title={change ? '修改快递' : '去发货'} submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose}>
      <TextField label="订单号" value={order.orderId} size="small" slotProps={{ input: { readOnly: true } }} />
      {change ? null : (
        <RadioGroup row aria-label="发货方式" value={form.values.kind} onChange={(event) => form.set('kind', event.target.value as Values['kind'])}>
          <FormControlLabel value="express" control={<Radio size="small" />} label="快递发货" />
          <FormControlLabel value="none" control={<Radio size="small" />} label="无需物流" />
        </RadioGroup>
      )}
      {form.values.kind === 'express' ? (
        <>
          <Autocomplete
            options={options}
            value={chosen}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            loading={companies.isFetching}
            loadingText="加载中"
            noOptionsText={companies.isError ? '快递公司加载失败' : '无匹配的快递公司'}
            getOptionLabel={(company) => company.name}
            getOptionKey={(company) => company.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, company) => form.set('company', company?.name ?? '')}
            renderInput={(params) => <TextField {...params} label="快递公司" placeholder="请选择" size="small" required error={Boolean(form.errors.company)} helperText={form.errors.company} />}
          />
          <TextField label="快递单号" size="small" required {...form.field('number')} />
        </>
      ) : null}
    </FormDialog>
  );
}

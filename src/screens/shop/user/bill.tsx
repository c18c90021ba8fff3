import { BILL_CATEGORIES, BILL_PM, BILL_TITLES, BILL_TYPES, bills } from '@/entities/bill/bill';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { billColumns, f, nickname } from './billFields';

/**
 * 用户账单 (`shop/user/bill`, CONTRACT-MEMBERS 5.3): every member's bills, read-only, with
 * yshop's filters as fixed choices (yshop has no dictionary for them) and its date range
 * sent as `startTime` / `endTime` days, which both yshop and the embedded server read.
 */
export default function BillPage() {
  return (
    <ResourcePage
      resource={bills}
      label="用户账单"
      selectable={false}
      fields={[
        nickname,
        ...billColumns('创建时间'),
        f.choice('category', '明细种类', { column: false, choices: BILL_CATEGORIES, search: {} }),
        f.choice('type', '明细类型', { column: false, choices: BILL_TYPES, search: {} }),
        f.choice('pm', '进出账', { column: false, choices: BILL_PM, search: {} }),
        f.choice('title', '账单标题', { column: false, choices: BILL_TITLES, search: {} }),
        f.dateRange('createTime', '创建时间', { column: false, search: { send: { from: 'startTime', to: 'endTime', as: 'day' } } }),
      ]}
    />
  );
}

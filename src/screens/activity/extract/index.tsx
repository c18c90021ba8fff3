import Box from '@mui/material/Box';
import { accountLine, EXTRACT_STATUSES, extracts, type Extract } from '@/entities/extract/extract';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { approve, refuse } from './extractActions';

const f = fieldsOf<Extract, { id?: number }>();

/** Lines of a cell, each on its own. */
const lines = (...texts: string[]) => (
  <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
    {texts.map((text) => (
      <span key={text}>{text}</span>
    ))}
  </Box>
);

/** 审核状态's cell (5.5): 提现通过, 未提现, or 提现未通过 with its reason and time. */
const statusCell = (e: Extract) =>
  e.status === 1 ? '提现通过' : e.status === -1 ? lines('提现未通过', `未通过原因：${e.failMsg}`, `未通过时间：${e.failTime || '无'}`) : '未提现';

/**
 * 提现管理 (`activity/extract/index`, CONTRACT-MEMBERS 5.5 with its Rec.): search by name and
 * 审核状态 (首页's 提现待审核 opens it with `?status=0`); 通过 and 驳回 only on rows 审核中.
 */
export default function ExtractPage() {
  return (
    <ResourcePage
      resource={extracts}
      selectable={false}
      actions={[approve, refuse]}
      fields={[
        f.number('id', 'ID'),
        f.text('realName', '名称', { column: false, search: { placeholder: '输入名称' } }),
        f.money('extractPrice', '提现金额'),
        f.custom('account', '提现方式', { render: (e) => lines(`姓名:${e.realName}`, accountLine(e)) }),
        f.text('createTime', '添加时间'),
        f.choice('status', '审核状态', { column: false, choices: EXTRACT_STATUSES, search: {} }),
        f.custom('review', '审核状态', { render: statusCell }),
      ]}
    />
  );
}

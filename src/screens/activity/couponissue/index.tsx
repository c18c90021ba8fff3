import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { couponIssues, issueCountText, issueExpired, type CouponIssue, type CouponIssueForm } from '@/entities/couponIssue/couponIssue';
import { couponTypeLabel } from '@/entities/coupon/coupon';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<CouponIssue, CouponIssueForm>();

/**
 * 已发布优惠券 (`activity/couponissue/index`, CONTRACT-MEMBERS 5.6): the issues with their
 * window (已过期 once it ended) and counts (不限量); 开启 / 关闭 asks first and sends the
 * status alone; 删除 is soft. Issues are made by 发布 on 优惠券制作.
 */
export default function CouponIssuePage() {
  return (
    <ResourcePage
      resource={couponIssues}
      selectable={false}
      table={{ editLabel: '修改状态' }}
      listOptions={{ editedMessage: '修改成功' }}
      fields={[
        f.number('id', 'id'),
        f.text('ctypeName', '优惠券类型', { value: (i) => couponTypeLabel(i.ctype) }),
        f.text('cname', '优惠券名称'),
        f.custom('window', '领取日期', {
          render: (i) => (
            <Box>
              <div>{i.startTime}</div>
              <div>{i.endTime}</div>
              {issueExpired(i) ? <Chip size="small" color="warning" label="已过期" /> : null}
            </Box>
          ),
        }),
        f.text('counts', '发布数量', { value: issueCountText }),
        f.status('status', '状态', { labels: { on: '开启', off: '关闭' }, value: (i) => i.status === 1, form: { key: 'status' } }),
      ]}
    />
  );
}

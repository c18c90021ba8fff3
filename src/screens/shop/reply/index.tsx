import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { REPLY_MAX, replies, type Reply, type ReplyForm } from '@/entities/reply/reply';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourceDialog } from '@/kit/resource/ResourceDialog';
import { ResourceView, useResourcePage } from '@/kit/resource/ResourcePage';
import { relativeTime } from '@/shared/time/time';

const NO_REPLY = '----';

/** The time as the server sent it, its relative form on hover (CONTRACT-SHOP.md 11.5 Rec.). */
function When({ time, empty }: { time: string; empty: string }) {
  if (time === '') return <>{empty}</>;
  return (
    <Box component="span" title={relativeTime(time)} sx={{ whiteSpace: 'nowrap' }}>
      {time}
    </Box>
  );
}

/** Each picture a thumbnail opening in a new tab; 无图 when there is none. */
function Pictures({ reply }: { reply: Reply }) {
  if (reply.pics.length === 0) return <>无图</>;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {reply.pics.map((url, index) => (
        <Link key={`${index}-${url}`} href={url} target="_blank" rel="noopener noreferrer" aria-label={`评论图片 ${index + 1}`}>
          <Box component="img" src={url} alt={`评论 ${reply.id} 图片 ${index + 1}`} sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />
        </Link>
      ))}
    </Box>
  );
}

/** The reply's checks: something to say, within the column's 300 characters. */
function checkReply(form: ReplyForm): Partial<Record<keyof ReplyForm, string>> {
  const text = form.merchantReplyContent.trim();
  if (text === '') return { merchantReplyContent: '回复内容不能为空' };
  if (text.length > REPLY_MAX) return { merchantReplyContent: `回复内容不能超过 ${REPLY_MAX} 个字符` };
  return {};
}

const f = fieldsOf<Reply, ReplyForm>();
const fields = [
  f.number('id', 'ID'),
  f.text('nickname', '用户'),
  f.text('storeName', '商品信息'),
  f.number('productScore', '商品分数'),
  f.number('serviceScore', '服务分数'),
  // Text, never markup: whatever a buyer typed is shown as typed.
  f.text('comment', '评论内容'),
  f.custom('pics', '评论图片', { render: (reply) => <Pictures reply={reply} /> }),
  f.custom('createTime', '评论时间', { render: (reply) => <When time={reply.createTime} empty="" /> }),
  f.custom('merchantReplyTime', '回复时间', { render: (reply) => <When time={reply.merchantReplyTime} empty={NO_REPLY} /> }),
  f.custom('merchantReplyContent', '回复内容', {
    column: false,
    form: { key: 'merchantReplyContent' },
    input: ({ value, set, error, label }) => (
      <TextField label={label} value={String(value ?? '')} onChange={(event) => set(event.target.value)} error={Boolean(error)} helperText={error} multiline rows={5} fullWidth autoFocus />
    ),
  }),
];

/**
 * 评论管理 (`shop/reply/index`, CONTRACT-SHOP.md 11.5): the reviews with their pictures and
 * scores, 回复 (`YXSTOREPRODUCTREPLY_EDIT`) and 删除 (`_DELETE`), no search, no 新增.
 */
export default function ReplyPage() {
  const state = useResourcePage({ resource: replies, fields, selectable: false, formCheck: checkReply, listOptions: { editedMessage: '修改成功' } });
  return (
    <ResourceView
      state={state}
      table={{ editLabel: '回复' }}
      dialog={({ row, onClose, onSaved }) => (
        <ResourceDialog resource={replies} fields={state.formFields} row={row} title="回复评论" dicts={state.dicts} labelsOf={state.labelsOf} formCheck={checkReply} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}

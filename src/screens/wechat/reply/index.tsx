import { Alert, Box, Button, CircularProgress, FormControlLabel, MenuItem, Paper, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import {
  checkReply,
  OTHER_TYPES,
  REPLY_AUTHORITIES,
  REPLY_TYPES,
  replyBodyOf,
  replyFormOf,
  TEXT_MAX,
  useSaveWechatReplyMutation,
  useWechatReplyQuery,
  type ReplyType,
  type WechatReply,
  type WechatReplyForm,
} from '@/entities/wechatReply/wechatReply';
import { usePermission } from '@/features/permission/usePermission';
import { checked } from '@/kit/crud/formCheck';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import { PictureInput } from '@/kit/pictures/PictureInput';
import { SubmitForm } from '@/kit/resource/SubmitForm';

/** The form over the loaded reply; remounted with each answer, so a save shows what is stored. */
function ReplyFields({ reply, canSave }: { reply: WechatReply | null; canSave: boolean }) {
  const [save] = useSaveWechatReplyMutation();
  const form = useFormDialog<WechatReplyForm, WechatReplyForm>({
    initial: replyFormOf(reply),
    check: (values) => checked(checkReply(values), () => values),
    save: (values) => save(replyBodyOf(values)).unwrap(),
    savedMessage: '设置成功',
    onSaved: () => {},
  });
  const other = reply ? OTHER_TYPES[reply.storedType] : undefined;
  return (
    <SubmitForm form={form} canSave={canSave} notice={other ? <Alert severity="info">{`当前的关注回复是${other}，本页可改为文字或图片回复`}</Alert> : null}>
      <Box>
        <Typography id="reply-status" variant="body2" color="text.secondary">
          规则状态
        </Typography>
        <RadioGroup row aria-labelledby="reply-status" value={String(form.values.status)} onChange={(event) => form.set('status', Number(event.target.value))}>
          <FormControlLabel value="1" control={<Radio />} label="启用" disabled={!canSave} />
          <FormControlLabel value="0" control={<Radio />} label="禁用" disabled={!canSave} />
        </RadioGroup>
      </Box>
      <TextField select label="消息类型" size="small" value={form.values.type} onChange={(event) => form.set('type', event.target.value as ReplyType)} disabled={!canSave}>
        {REPLY_TYPES.map((t) => (
          <MenuItem key={t.value} value={t.value}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      {form.values.type === 'text' ? (
        <TextField label="规则内容" placeholder="请输入内容" multiline minRows={5} {...form.field('content')} slotProps={{ htmlInput: { maxLength: TEXT_MAX } }} disabled={!canSave} />
      ) : (
        <PictureInput label="图片" value={form.values.src} onChange={(url) => form.set('src', url)} error={form.errors.src} required disabled={!canSave} />
      )}
    </SubmitForm>
  );
}

/**
 * 自动回复 (`wechat/reply/index`, CONTRACT-MEMBERS 5.9): the reply a new follower gets, a
 * status, 文字消息 or 图片消息 (the picture from the kit's picture dialog); 提交 says 设置成功.
 */
export default function WechatReplyPage() {
  const can = usePermission();
  const reply = useWechatReplyQuery();
  return (
    <Paper component="section" aria-label="自动回复" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        编辑关注回复
      </Typography>
      {reply.isSuccess ? (
        <ReplyFields key={JSON.stringify(reply.data)} reply={reply.data} canSave={can(REPLY_AUTHORITIES.save)} />
      ) : reply.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reply.refetch()}>
              重试
            </Button>
          }
        >
          自动回复加载失败
        </Alert>
      ) : (
        <CircularProgress size={24} aria-label="加载中" />
      )}
    </Paper>
  );
}

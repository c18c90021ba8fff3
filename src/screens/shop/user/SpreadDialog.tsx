import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemberSpreadQuery, type Member } from '@/entities/member/member';

/**
 * 查看下级 (CONTRACT-MEMBERS 5.1, 10.5): a member's invitees, 一级 and 二级. A back end
 * without the call (yshop's HEAD) answers an error: the table then says 暂无数据, as the
 * contract's Rec. asks, and nothing else.
 */
export function SpreadDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const [grade, setGrade] = useState<0 | 1>(0);
  // This grade's answer only: after a refusal `data` would still hold the other grade's rows.
  const { currentData, isFetching } = useMemberSpreadQuery({ uid: member.uid, grade });
  const rows = currentData ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="spread-title">
      <DialogTitle id="spread-title">查看分销下级</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2">{`${member.nickname}的下级`}</Typography>
        <Tabs value={grade} onChange={(_event, next: 0 | 1) => setGrade(next)} aria-label="下级">
          <Tab value={0} label="一级" />
          <Tab value={1} label="二级" />
        </Tabs>
        <Table size="small" aria-label={`${member.nickname}的下级`}>
          <TableHead>
            <TableRow>
              <TableCell>姓名</TableCell>
              <TableCell>头像</TableCell>
              <TableCell>加入时间</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.uid}>
                <TableCell>{row.nickname}</TableCell>
                <TableCell>{row.avatar ? <Avatar src={row.avatar} alt={row.nickname} sx={{ width: 32, height: 32 }} /> : null}</TableCell>
                <TableCell>{row.time}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !isFetching ? (
              <TableRow>
                <TableCell colSpan={3} align="center">
                  暂无数据
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}

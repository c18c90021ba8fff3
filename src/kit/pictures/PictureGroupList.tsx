import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { GroupChoice } from '@/features/pictures/pictureGroupsApi';
import type { PictureGroups } from './usePictureGroups';

interface Props {
  groups: PictureGroups;
  chosen: GroupChoice;
  onChoose: (choice: GroupChoice) => void;
  /** Below the list: 上传图片's 新建分组, 重命名, 删除. */
  children?: ReactNode;
}

/** 全部, 未分组, then each group with its count: choosing one shows its pictures. */
export function PictureGroupList({ groups, chosen, onChoose, children }: Props) {
  const entry = (choice: GroupChoice, name: string, count?: number) => (
    <ListItemButton
      key={String(choice)}
      selected={chosen === choice}
      aria-current={chosen === choice ? 'true' : undefined}
      aria-label={name}
      onClick={() => onChoose(choice)}
      sx={{ borderRadius: 1 }}
    >
      <ListItemText primary={name} slotProps={{ primary: { noWrap: true } }} />
      {count !== undefined && (
        <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: 12, ml: 1 }}>
          {count}
        </Box>
      )}
    </ListItemButton>
  );
  return (
    <Box component="nav" aria-label="图片分组" sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      {groups.failed ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={groups.retry}>
              重试
            </Button>
          }
        >
          分组加载失败
        </Alert>
      ) : (
        <List dense disablePadding>
          {entry('all', '全部')}
          {entry('none', '未分组')}
          {groups.groups.map((g) => entry(g.id, g.name, g.count))}
        </List>
      )}
      {children}
    </Box>
  );
}

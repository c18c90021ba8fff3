import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  blankButton,
  checkMenu,
  MENU_AUTHORITIES,
  menuBodyOf,
  usePublishWechatMenuMutation,
  useWechatMenuQuery,
  type MenuButtonDraft,
  type MenuPlace,
} from '@/entities/wechatMenu/wechatMenu';
import { notify } from '@/features/notifications/notificationsSlice';
import { usePermission } from '@/features/permission/usePermission';
import { errorMessage } from '@/shared/ui/errorMessage';
import { MenuButtonEditor } from './MenuButtonEditor';
import { MenuPreview } from './MenuPreview';

/** The editor over the loaded menu: every change stays here until 保存发布, refused or not. */
function MenuEditor({ initial, canEdit }: { initial: MenuButtonDraft[]; canEdit: boolean }) {
  const dispatch = useDispatch();
  const [buttons, setButtons] = useState(initial);
  const [selected, setSelected] = useState<MenuPlace | null>(initial.length > 0 ? { menu: 0, sub: null } : null);
  const [problem, setProblem] = useState<{ message: string; severity: 'warning' | 'error' }>();
  const [publish, { isLoading }] = usePublishWechatMenuMutation();
  const sending = useRef(false);

  const current = selected === null ? undefined : selected.sub === null ? buttons[selected.menu] : buttons[selected.menu]?.subButtons[selected.sub];
  const change = (next: MenuButtonDraft) => {
    if (selected === null) return;
    setButtons((all) =>
      all.map((b, menu) => (menu !== selected.menu ? b : selected.sub === null ? next : { ...b, subButtons: b.subButtons.map((s, sub) => (sub === selected.sub ? next : s)) })),
    );
  };
  const remove = () => {
    if (selected === null) return;
    setButtons((all) => (selected.sub === null ? all.filter((_, menu) => menu !== selected.menu) : all.map((b, menu) => (menu === selected.menu ? { ...b, subButtons: b.subButtons.filter((_, sub) => sub !== selected.sub) } : b))));
    setSelected(null);
  };
  const addMenu = () => {
    setButtons((all) => [...all, blankButton('菜单名称')]);
    setSelected({ menu: buttons.length, sub: null });
  };
  const addSub = (menu: number) => {
    setButtons((all) => all.map((b, i) => (i === menu ? { ...b, subButtons: [...b.subButtons, blankButton('子菜单名称')] } : b)));
    setSelected({ menu, sub: buttons[menu]?.subButtons.length ?? 0 });
  };

  const save = async () => {
    if (sending.current) return;
    const wrong = checkMenu(buttons);
    if (wrong) {
      setProblem({ message: wrong.message, severity: 'warning' });
      if (wrong.place) setSelected(wrong.place);
      return;
    }
    sending.current = true;
    setProblem(undefined);
    try {
      await publish(menuBodyOf(buttons)).unwrap();
      dispatch(notify({ message: '添加成功', severity: 'success' }));
    } catch (error) {
      setProblem({ message: errorMessage(error), severity: 'error' });
    } finally {
      sending.current = false;
    }
  };

  return (
    <Stack spacing={2}>
      {problem ? (
        <Alert severity={problem.severity} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <MenuPreview buttons={buttons} selected={selected} canEdit={canEdit} onSelect={setSelected} onAddMenu={addMenu} onAddSub={addSub} />
        {current && selected ? (
          <MenuButtonEditor key={`${selected.menu}-${selected.sub}`} button={current} isSub={selected.sub !== null} canEdit={canEdit} onChange={change} onRemove={remove} />
        ) : (
          <Typography color="text.secondary">点击左侧菜单进行编辑</Typography>
        )}
      </Stack>
      {canEdit ? (
        <Box>
          <Button variant="contained" onClick={() => void save()} loading={isLoading}>
            保存发布
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * 微信菜单 (`wechat/menu/index`, CONTRACT-MEMBERS 5.9): up to 3 menus of 5 sub-menus on a
 * phone-like preview, the selected one's inputs beside it, 保存发布 checked with yshop's
 * messages. A refusal (the embedded server's 未配置公众号，无法发布) shows above the editor,
 * the edit kept; the menu is read afresh at each visit.
 */
export default function WechatMenuPage() {
  const can = usePermission();
  const menu = useWechatMenuQuery(undefined, { refetchOnMountOrArgChange: true });
  // The editor starts from this visit's own answer and is never reset by a later one.
  const loaded = useRef(false);
  if (menu.isSuccess && !menu.isFetching) loaded.current = true;
  return (
    <Paper component="section" aria-label="微信菜单" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        微信菜单
      </Typography>
      {loaded.current && menu.data ? (
        <MenuEditor initial={menu.data} canEdit={can(MENU_AUTHORITIES.save)} />
      ) : menu.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void menu.refetch()}>重试</Button>}>
          微信菜单加载失败
        </Alert>
      ) : (
        <CircularProgress size={24} aria-label="加载中" />
      )}
    </Paper>
  );
}

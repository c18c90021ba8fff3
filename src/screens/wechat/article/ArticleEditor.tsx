import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ARTICLE_LIMITS, articleProblems, articles, type Article, type ArticleForm } from '@/entities/article/article';
import { notify } from '@/features/notifications/notificationsSlice';
import { usePermission } from '@/features/permission/usePermission';
import { useShownPage } from '@/features/navigation/PageContext';
import { viewClosed } from '@/features/tabs/slice';
import { UnsavedChanges, useTabTitle } from '@/features/tabs/UnsavedChanges';
import { PictureInput } from '@/kit/pictures/PictureInput';
import { usePictureDialog } from '@/kit/pictures/usePictureDialog';
import { RichTextField } from '@/kit/richText/RichTextField';
import { ARTICLE_LIST_PATH } from './articlePaths';

type Problems = Partial<Record<keyof ArticleForm, string>>;
type TextKey = 'title' | 'author' | 'synopsis';

/**
 * 标题, 作者, 封面 (chosen in the picture dialog), 简介 and 正文 (the kit's rich-text editor, the
 * product form's), checked with the server's messages before sending, sent once, then back
 * to 图文管理 with this tab closed.
 */
export function ArticleEditor({ id, article }: { id: number; article: Article | undefined }) {
  const storeDispatch = useDispatch();
  const navigate = useNavigate();
  const page = useShownPage();
  const can = usePermission();
  const editable = can((id > 0 ? articles.permissions.edit : articles.permissions.add) ?? ['admin']);
  const [form, setForm] = useState<ArticleForm>(() => (article ? articles.formOf(article) : articles.newForm()));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Problems>();
  const [create] = articles.useCreate();
  const [update] = articles.useUpdate();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [picture, setPicture] = useState<{ url: string; seq: number }>();

  useTabTitle(article?.title || undefined);

  const set = useCallback(<K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) => {
    setForm((now) => ({ ...now, [key]: value }));
    setDirty(true);
  }, []);
  const onContent = useCallback((html: string) => set('content', html), [set]);

  // 上传图片 of the editor: a picture of the library, inserted where the cursor is.
  const pictures = usePictureDialog();
  const openPictures = pictures.open;
  const chooseContentPicture = useCallback(
    () => openPictures({ label: '文章详情', initial: [], onChoose: ([url]) => url !== undefined && setPicture((last) => ({ url, seq: (last?.seq ?? 0) + 1 })) }),
    [openPictures],
  );

  const save = async () => {
    if (sending.current || saved) return;
    const found = articleProblems(form);
    setProblems(found);
    if (found) return;
    sending.current = true;
    setBusy(true);
    try {
      const body = articles.bodyOf(id > 0 ? { ...form, id } : form);
      await (id > 0 ? update(body) : create(body)).unwrap();
    } catch {
      // The console's one error presenter shows the server's refusal; the form keeps what is typed.
      sending.current = false;
      setBusy(false);
      return;
    }
    setDirty(false);
    setSaved(true);
    storeDispatch(notify({ message: id > 0 ? '修改成功' : '添加成功', severity: 'success' }));
  };

  // Once saved and clean (so nothing asks 放弃未保存的修改吗？), back to the list, closing this tab.
  useEffect(() => {
    if (!saved || dirty) return;
    if (page) storeDispatch(viewClosed(page.path));
    void navigate(ARTICLE_LIST_PATH);
  }, [saved, dirty, page, storeDispatch, navigate]);

  const text = (key: TextKey, label: string, multiline = false) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(problems?.[key])}
      helperText={problems?.[key]}
      required
      fullWidth
      size="small"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={{ htmlInput: { maxLength: ARTICLE_LIMITS[key] } }}
      sx={{ mb: 2 }}
    />
  );

  const firstProblem = problems ? Object.values(problems)[0] : undefined;
  return (
    <Paper component="section" aria-label={id > 0 ? '编辑图文' : '新增图文'} sx={{ p: 3, minWidth: 0 }}>
      <UnsavedChanges dirty={dirty} />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {id > 0 ? `编辑图文：${article?.title ?? ''}` : '新增图文'}
      </Typography>
      <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {text('title', '标题')}
        {text('author', '作者')}
        <Box sx={{ mb: 2 }}>
          <PictureInput label="封面" value={form.imageInput} onChange={(url) => set('imageInput', url)} error={problems?.imageInput} required disabled={!editable} />
        </Box>
        {text('synopsis', '简介', true)}
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          正文
        </Typography>
        <RichTextField label="文章详情" initial={article?.content ?? ''} onChange={onContent} onChoosePicture={chooseContentPicture} picture={picture} editable={editable} error={problems?.content} />
      </Box>
      {firstProblem ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {firstProblem}
        </Alert>
      ) : null}
      {editable ? (
        <Button variant="contained" loading={busy} disabled={saved} onClick={() => void save()} sx={{ mt: 2 }}>
          保存
        </Button>
      ) : null}
      {pictures.dialog}
    </Paper>
  );
}

import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useEffect, useState } from 'react';
import { useArticleInfoQuery, type Article } from '@/entities/article/article';
import { usePageParams } from '@/features/navigation/PageContext';
import { asId } from '@/api/resource/wire';
import { ArticleEditor } from './ArticleEditor';

/**
 * The article form (`wechat/article/form`, CONTRACT-MEMBERS 5.9), one page per address:
 * `/wechat/artadd` for a new article, `/wechat/artadd/:id` for a saved one, read with `info/{id}`.
 */
export default function ArticleFormPage() {
  const params = usePageParams();
  const id = asId(params.id) ?? 0;
  const info = useArticleInfoQuery(id > 0 ? id : skipToken, { refetchOnMountOrArgChange: true });
  // The form starts once from the first answer: a later refetch keeps what is typed.
  const [start, setStart] = useState<Article | undefined>(info.data);
  useEffect(() => {
    if (start === undefined && info.data !== undefined) setStart(info.data);
  }, [info.data, start]);

  if (id === 0) return <ArticleEditor id={0} article={undefined} />;
  if (start === undefined) {
    return (
      <Paper component="section" aria-label="图文表单" sx={{ p: 3 }}>
        {info.isError ? (
          <Alert
            severity="error"
            action={
              <Button size="small" onClick={() => void info.refetch()}>
                重试
              </Button>
            }
          >
            文章加载失败
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="文章加载中" />
          </Box>
        )}
      </Paper>
    );
  }
  return <ArticleEditor id={id} article={start} />;
}

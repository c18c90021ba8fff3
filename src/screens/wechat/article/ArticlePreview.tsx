import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Article } from '@/entities/article/article';
import { sanitizeRichText } from '@/shared/html/sanitizeRichText';

/** 预览: the article as a reader sees it, in a dialog over the list, its HTML sanitised (Rec. 7.16). */
export function ArticlePreview({ article, onClose }: { article: Article; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="article-preview-title">
      <DialogTitle id="article-preview-title">{`预览：${article.title}`}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {`${article.author} · ${article.createTime}`}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {article.synopsis}
        </Typography>
        <Box aria-label="文章详情" sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(article.content) }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}

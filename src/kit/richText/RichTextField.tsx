import { lazy, memo, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import type { RichTextEditorProps } from './RichTextEditor';

/**
 * TipTap and ProseMirror (about 130 KB gzip): one chunk of their own, fetched when a form with a
 * rich text opens, never before, and the same chunk for every such form (商品, 图文).
 */
const RichTextEditor = lazy(() => import(/* webpackChunkName: "lazy-rich-text-editor" */ './RichTextEditor'));

/** A rich-text input of a form page: the lazy editor, then its check's message. */
export const RichTextField = memo(function RichTextField({ error, ...editor }: RichTextEditorProps & { error: string | undefined }) {
  return (
    <>
      <Suspense fallback={<Typography color="text.secondary">编辑器加载中…</Typography>}>
        <RichTextEditor {...editor} />
      </Suspense>
      {error ? (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
    </>
  );
});

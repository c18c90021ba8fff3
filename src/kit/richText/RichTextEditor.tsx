import { memo, useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { sanitizeRichText } from '@/shared/html/sanitizeRichText';

export interface RichTextEditorProps {
  /** What the text is (商品详情, 文章详情): the editor's accessible name, and its toolbar's (`商品详情格式`). */
  label: string;
  /** The text as loaded (a back end's HTML, sanitised before it is shown). */
  initial: string;
  onChange: (html: string) => void;
  /** 上传图片: opens the picture dialog for this editor. */
  onChoosePicture: () => void;
  /** A picture chosen for this editor, inserted where the cursor is; `seq` tells two choices of one URL apart. */
  picture: { url: string; seq: number } | undefined;
  editable: boolean;
}

/**
 * A rich text as yshop stores it (HTML in and out: the product's 商品详情, an article's 正文) in
 * TipTap, its pictures chosen in the picture dialog. Loaded through `RichTextField` only, so
 * every form using it shares one lazy chunk.
 */
function RichTextEditor({ label, initial, onChange, onChoosePicture, picture, editable }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https'] } }), Image],
    content: sanitizeRichText(initial),
    editable,
    immediatelyRender: true,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text' } },
  });

  useEffect(() => {
    if (editor && picture) editor.chain().focus().setImage({ src: picture.url }).run();
  }, [editor, picture]);

  const command = (label: string, run: () => void, active: boolean) => (
    <Button size="small" variant={active ? 'contained' : 'text'} onMouseDown={(event) => event.preventDefault()} onClick={run} disabled={!editable}>
      {label}
    </Button>
  );

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box role="toolbar" aria-label={`${label}格式`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {editor ? (
          <>
            {command('粗体', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
            {command('斜体', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
            {command('标题', () => editor.chain().focus().toggleHeading({ level: 3 }).run(), editor.isActive('heading'))}
            {command('列表', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
            {command('上传图片', onChoosePicture, false)}
          </>
        ) : null}
      </Box>
      <Box sx={{ minHeight: 240, maxHeight: 500, overflow: 'auto', px: 1.5, '& .rich-text': { minHeight: 220, outline: 'none' }, '& img': { maxWidth: '100%' } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

/** Memoised: the form draws again on every keystroke, the editor only when its own props change. */
export default memo(RichTextEditor);

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

/** 图片名称 and 搜索: the library searched by a part of a picture's file name (Enter searches too). */
export function PictureSearch({ filename, onSearch }: { filename: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(filename);
  const [shown, setShown] = useState(filename);
  // The library clears its search after an upload: show that here too.
  if (shown !== filename) {
    setShown(filename);
    setText(filename);
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label="搜索图片"
      onSubmit={(event) => {
        // The dialog may sit over another form: React carries a submit through the portal to it.
        event.preventDefault();
        event.stopPropagation();
        onSearch(text);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      <TextField label="图片名称" size="small" value={text} onChange={(event) => setText(event.target.value)} placeholder="输入文件名搜索" sx={{ minWidth: 220 }} />
      <Button type="submit" variant="outlined" size="small">
        搜索
      </Button>
    </Box>
  );
}

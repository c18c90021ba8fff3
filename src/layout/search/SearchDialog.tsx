import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { MenuNode, RouteSpec } from '../../features/navigation/buildNavigation';
import { basePages } from '../../features/navigation/pageTable';
import { searchItemsFrom, type SearchItem } from '../../features/search/searchItems';
import { useMenuSearch } from '../../features/search/useMenuSearch';

export const SEARCH_PLACEHOLDER = '搜索菜单 (拼音/首字母)';
export const NO_MATCH = '无匹配结果';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  routes: readonly RouteSpec[];
  menu: readonly MenuNode[];
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The search box and its results (a combobox with a listbox): arrows move the
 * highlight, Enter or a click opens the page (an external link in a new tab without an
 * opener), Esc closes. Titles are shown as text, never as HTML.
 */
export default function SearchDialog({ open, onClose, routes, menu }: SearchDialogProps) {
  const navigate = useNavigate();
  const items = useMemo(() => searchItemsFrom({ routes, menu, basePages }), [routes, menu]);
  const { search } = useMenuSearch(items);
  const [query, setQuery] = useState('');
  const results = useMemo(() => search(query), [search, query]);
  // The highlight belongs to one result list: new results start at the first again.
  const [highlight, setHighlight] = useState({ results, index: 0 });
  const active = highlight.results === results ? Math.min(highlight.index, results.length - 1) : 0;
  const listRef = useRef<HTMLUListElement>(null);

  const id = useId();
  const titleId = `${id}-title`;
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    const option = listRef.current?.children[active];
    // jsdom has no scrollIntoView.
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [active, results]);

  const close = () => {
    setQuery('');
    onClose();
  };

  const choose = (item: SearchItem) => {
    close();
    if (item.external) window.open(item.path, '_blank', 'noopener,noreferrer');
    else void navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm or browse an IME composition (typing Chinese) are not ours.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ results, index: (active + step + results.length) % results.length });
    } else if (event.key === 'Enter') {
      const item = results[active];
      if (!item) return;
      event.preventDefault();
      choose(item);
    }
  };

  const typed = query.trim() !== '';
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '12vh' } } }}
    >
      <Box component="h2" id={titleId} sx={visuallyHidden}>
        搜索菜单
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden="true" />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={SEARCH_PLACEHOLDER}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': '搜索菜单',
            'aria-autocomplete': 'list',
            'aria-expanded': results.length > 0,
            'aria-controls': listboxId,
            'aria-activedescendant': results.length > 0 ? optionId(active) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
      </Box>
      <Box component="ul" ref={listRef} role="listbox" id={listboxId} aria-label="搜索结果" sx={{ listStyle: 'none', m: 0, p: results.length > 0 ? 0.75 : 0, maxHeight: '55vh', overflowY: 'auto' }}>
        {results.map((item, index) => (
          <Box
            component="li"
            key={item.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the input; move the highlight only when the pointer moves,
            // not when the list scrolls under a still pointer.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => {
              if (index !== active) setHighlight({ results, index });
            }}
            onClick={() => choose(item)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: index === active ? 'action.selected' : undefined,
            }}
          >
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography component="span" variant="body2" noWrap sx={{ display: 'block', fontWeight: index === active ? 600 : undefined }}>
                {item.label}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
                {item.path}
              </Typography>
            </Box>
            {item.external ? <OpenInNewIcon fontSize="small" color="action" aria-label="在新标签页打开" /> : null}
          </Box>
        ))}
      </Box>
      <Box role="status" sx={typed && results.length === 0 ? { px: 2, py: 3, textAlign: 'center', color: 'text.secondary' } : visuallyHidden}>
        {typed && results.length === 0 ? NO_MATCH : ''}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }} aria-hidden="true">
        ↑↓ 选择 · Enter 打开 · Esc 关闭
      </Typography>
    </Dialog>
  );
}

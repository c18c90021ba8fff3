import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchRounded from '@mui/icons-material/SearchRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';

export interface CrudSearchBarProps {
  shown: boolean;
  onSearch: () => void;
  onReset: () => void;
  /** The screen's search fields. */
  children: ReactNode;
}

/** The search fields with 搜索 and 重置; Enter in a field searches too. */
export function CrudSearchBar({ shown, onSearch, onReset, children }: CrudSearchBarProps) {
  if (!shown) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Box component="form" role="search" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
      {children}
      <Button type="submit" variant="contained" size="small" color="success" startIcon={<SearchRounded />}>
        搜索
      </Button>
      <Button variant="outlined" size="small" color="warning" startIcon={<RefreshRounded />} onClick={onReset}>
        重置
      </Button>
    </Box>
  );
}

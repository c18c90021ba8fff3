import Box from '@mui/material/Box';
import type { LogRow } from '@/entities/log/log';

const mono = { fontFamily: 'monospace', fontSize: 12, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** What a log row opens to: 请求方法 and 请求参数, as the server sent them (text, never markup). */
export function LogRowDetails({ row }: { row: LogRow }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, fontSize: 13 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        请求方法
      </Box>
      <Box component="dd" sx={{ ...mono, m: 0 }}>
        {row.method || '-'}
      </Box>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        请求参数
      </Box>
      <Box component="dd" sx={{ ...mono, m: 0, maxHeight: 240, overflow: 'auto' }}>
        {row.params || '-'}
      </Box>
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import { durationTone } from './durationTone';

const COLOURS = { plain: 'default', warning: 'warning', danger: 'error' } as const;

/**
 * 请求耗时 of a log row as a `{n}ms` tag coloured by durationTone (操作日志, 个人中心);
 * `-` when the server sent no duration. The tone is also the tag's `data-tone`, for
 * those who cannot tell the colours apart and for tests.
 */
export function DurationTag({ ms }: { ms: number | null }) {
  if (ms === null) return <>-</>;
  const tone = durationTone(ms);
  return <Chip size="small" variant={tone === 'plain' ? 'outlined' : 'filled'} color={COLOURS[tone]} label={`${ms}ms`} data-tone={tone} title={tone === 'plain' ? undefined : tone === 'warning' ? '较慢' : '很慢'} />;
}

import Box from '@mui/material/Box';
import { formatCents } from '../../shared/money/money';

/**
 * An amount of income or expense told apart at a glance, by sign and colour both (a
 * colour alone says nothing to a colour-blind operator or on paper): `+12.50` in green,
 * `-12.50` in red, unsigned when the row does not say.
 */
export function SignedAmount({ cents, sign }: { cents: number | null; sign: 'in' | 'out' | undefined }) {
  if (cents === null) return <>-</>;
  const text = formatCents(Math.abs(cents));
  if (sign === undefined) return <>{formatCents(cents)}</>;
  return (
    <Box component="span" sx={{ color: sign === 'in' ? 'success.main' : 'error.main', fontVariantNumeric: 'tabular-nums' }}>
      {sign === 'in' ? `+${text}` : `-${text}`}
    </Box>
  );
}

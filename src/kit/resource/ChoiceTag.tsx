import Chip from '@mui/material/Chip';
import type { Choice } from './fields';

/** A value's word: a tag in its choice's colour, plain text for a choice without one, the value itself for none. */
export function ChoiceTag({ choice, value }: { choice: Choice | undefined; value: unknown }) {
  if (!choice) return <>{value === null || value === undefined ? '' : String(value)}</>;
  if (!choice.colour) return <>{choice.label}</>;
  return <Chip size="small" variant="outlined" color={choice.colour} label={choice.label} />;
}

import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';

/**
 * The record a form page edits: the query's first answer, kept from then on, so that a later
 * refetch (another tab saved the same record) never replaces what the operator is typing.
 */
export function useFirstAnswer<T>(data: T | undefined): T | undefined {
  const [first, setFirst] = useState(data);
  useEffect(() => {
    if (first === undefined && data !== undefined) setFirst(data);
  }, [data, first]);
  return first;
}

export interface RecordGateProps<T> {
  /** The record as `useFirstAnswer` keeps it; the form renders once it is here. */
  record: T | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The page's name (`商品表单`), and what the spinner and the failure say. */
  label: string;
  loading: string;
  failure: string;
  children: (record: T) => ReactNode;
}

/** A form page's wait for its record: a spinner, or the failure with 重试, then the form. */
export function RecordGate<T>({ record, failed, onRetry, label, loading, failure, children }: RecordGateProps<T>) {
  if (record !== undefined) return children(record);
  return (
    <Paper component="section" aria-label={label} sx={{ p: 3 }}>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button size="small" onClick={onRetry}>
              重试
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={loading} />
        </Box>
      )}
    </Paper>
  );
}

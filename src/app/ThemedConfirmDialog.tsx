import type { ComponentProps } from 'react';
import { MuiThemed } from '../features/settings/MuiThemed';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';

/** The confirm dialog outside the shell (the expired session's), in the settings' theme. */
export default function ThemedConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  return (
    <MuiThemed>
      <ConfirmDialog {...props} />
    </MuiThemed>
  );
}

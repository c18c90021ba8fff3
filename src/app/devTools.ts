import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { maskSecrets } from '../shared/inspection/maskSecrets';

/**
 * Redux DevTools see every action and state with passwords and tokens masked (the
 * login's arguments and answer, a password change): the extension keeps what it is
 * sent, and QA may turn it on in production. The store itself keeps the real values.
 */
export const devToolsOptions: DevToolsEnhancerOptions = {
  actionSanitizer: (action) => maskSecrets(action),
  stateSanitizer: (state) => maskSecrets(state),
};

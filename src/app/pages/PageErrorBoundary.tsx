import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailedPage } from '../../views/error/LoadFailedPage';
import { isChunkLoadError } from './isChunkLoadError';

interface State {
  error: Error | undefined;
}

/**
 * Keeps a failing page inside the shell: a chunk that will not load (a redeploy) gets
 * a reload button, a page that throws gets a message; the menu and tabs stay usable.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <LoadFailedPage chunk={isChunkLoadError(error)} message={error.message} onRetry={() => this.setState({ error: undefined })} />;
  }
}

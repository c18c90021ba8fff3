import { Component, lazy, Suspense, type ReactNode } from 'react';
import { RouteLoading } from '../RouteLoading';

// The error page uses Material UI buttons; it is loaded only when a route fails so
// those stay out of the first download.
const RouteErrorPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "route-error" */ './RouteErrorPage')).RouteErrorPage }));

/** Last resort when even the error page's code cannot load: plain markup. */
class PlainFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main role="alert" style={{ padding: 48, textAlign: 'center' }}>
        <h1 style={{ fontSize: 20 }}>页面加载失败</h1>
        <p>网络中断或系统已更新，请重新加载。</p>
        <button type="button" onClick={() => window.location.reload()}>
          重新加载
        </button>
      </main>
    );
  }
}

export function LazyRouteErrorPage() {
  return (
    <PlainFallback>
      <Suspense fallback={<RouteLoading />}>
        <RouteErrorPage />
      </Suspense>
    </PlainFallback>
  );
}

/** Shown while the first route's loader runs (the session resuming). Plain markup, like index.html's. */
export function RouteLoading() {
  return (
    <div role="status" style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center', color: '#606266' }}>
      正在加载…
    </div>
  );
}

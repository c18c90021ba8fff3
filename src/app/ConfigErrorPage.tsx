/**
 * Shown instead of the console when config.json is missing or malformed. Plain
 * markup on purpose: it must render even when nothing else can.
 */
export function ConfigErrorPage({ errors }: { errors: string[] }) {
  return (
    <main role="alert" style={{ maxWidth: 640, margin: '10vh auto', padding: 24, background: '#fff', borderRadius: 8, boxShadow: '0 2px 12px rgba(0,0,0,.1)' }}>
      <h1 style={{ fontSize: 20, color: '#f5222d', marginTop: 0 }}>配置文件错误</h1>
      <p>无法读取运行时配置 config.json，控制台无法启动。请检查部署目录中 index.html 旁的 config.json：</p>
      <ul>
        {errors.map((error) => (
          <li key={error}>
            <code>{error}</code>
          </li>
        ))}
      </ul>
      <p style={{ color: '#909399', fontSize: 13 }}>The runtime configuration config.json could not be used; fix the file above and reload.</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '6px 16px', cursor: 'pointer' }}>
        重新加载
      </button>
    </main>
  );
}

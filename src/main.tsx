import { createRoot } from 'react-dom/client';
import { loadConfig } from './shared/config/loadConfig';
import { setRuntimeConfig } from './shared/config/runtimeConfig';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { App } from './app/App';
import { inspectRequested, startApp } from './app/startApp';

async function bootstrap(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await loadConfig(`${__webpack_public_path__}config.json`);
  if (!result.ok) {
    root.render(<ConfigErrorPage errors={result.errors} />);
    return;
  }
  setRuntimeConfig(result.config);
  document.title = result.config.title;
  const inspect = inspectRequested(window.location.search, result.config.inspect);
  const services = startApp({ devTools: process.env.NODE_ENV !== 'production' || inspect, inspect });
  root.render(<App services={services} />);
}

void bootstrap();

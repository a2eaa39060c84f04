import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/pwa';
import { env } from './lib/env';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Root element #root not found: the page cannot start.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (env.isProduction) void registerServiceWorker(env.baseUrl);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { App } from './App';
import { initTheme } from './theme/store';

initTheme();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

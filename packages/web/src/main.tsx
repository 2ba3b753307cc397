import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return <main>Argus</main>;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);

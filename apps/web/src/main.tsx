import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/app/i18n';
import { App } from '@/shell/app';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// A stored language other than Dutch loads its texts first, so no Dutch flashes by.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

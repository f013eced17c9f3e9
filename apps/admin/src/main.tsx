import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/routes.tsx';
import { SessionProvider } from './app/session.tsx';
import './app.css';
import { I18nProvider } from './lib/i18n/i18n.tsx';
import { ToastProvider } from './ui/toast.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <ToastProvider>
        <SessionProvider>
          <BrowserRouter basename="/admin">
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </ToastProvider>
    </I18nProvider>
  </StrictMode>,
);

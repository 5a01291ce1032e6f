// First: a signed-in visitor's first calls start before the rest of the app is even evaluated.
import '@/app/boot/start-early-now';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { completeSilentRenew, isSilentRenewFrame } from '@/lib/auth/silent-renew-callback';

if (isSilentRenewFrame()) {
  // A token renewal answer inside the hidden iframe: pass it on, do not start the app.
  void completeSilentRenew();
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  performance.mark('afd:render');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

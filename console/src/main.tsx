// Entry point of the console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadInvoiceDetail } from './invoices';

// A console opened on an invoice's detail page fetches that page's code while it signs in.
preloadInvoiceDetail(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

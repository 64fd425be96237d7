import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getLanguage, localeOf } from './providers/preferences';
import { Root } from './Root';

document.documentElement.lang = localeOf(getLanguage());
const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );

// Placeholder page until the SPA shell lands: shows the brand and that the API is up.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface ClientSettings {
  app_name: string;
  primary_color: string;
}

function Placeholder() {
  const [client, setClient] = useState<ClientSettings | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/api/init/client')
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then(setClient, () => setFailed(true));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '10vh auto', padding: 24 }}>
      <h1 style={{ color: client?.primary_color ?? '#1565c0' }}>{client?.app_name ?? 'Cofre'}</h1>
      <p>{failed ? 'A API não respondeu.' : 'A API está no ar. A interface completa chega em breve.'}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Placeholder />
    </StrictMode>,
  );

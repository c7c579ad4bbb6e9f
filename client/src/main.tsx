import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstScreen } from './app/preload';
import { createApolloClient } from './lib/apollo';

const client = createApolloClient();
// Before React renders: a signed-in visit's user, chunks and first data start downloading together.
preloadFirstScreen(client, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);

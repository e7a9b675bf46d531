import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// Pages are documents and never load this (decision 0008): only a route that opts in with
// `handle = { hydrate: true }` gets React Router's <Scripts/>, and with them the whole app hydrated.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { blockRegistry, isBlockCollection } from '../blocks';

// Blocks with behaviour (forms, games) hydrate; their code is loaded only on the pages that have them,
// before hydration, so React finds their components ready. Content blocks ship no code at all.
const onThisPage = new Set([...document.querySelectorAll<HTMLElement>('[data-hydrate-block]')].map((el) => el.dataset['hydrateBlock'] ?? ''));
await Promise.all([...onThisPage].filter(isBlockCollection).map((collection) => blockRegistry[collection].loadComponent()));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

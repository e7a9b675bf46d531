// Renders a component as the site does: inside react-intl (in the given locale) and a router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '#schemas/locale';
import { IntlRoot } from '../../src/i18n/IntlRoot';

export function renderWithSite(ui: ReactElement, { locale = 'en', path = '/' }: { locale?: Locale; path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <IntlRoot locale={locale}>{ui}</IntlRoot> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

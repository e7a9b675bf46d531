// The site's preview (decorators, viewports, a11y as errors), with French as the starting locale: a
// story that sets no locale renders in French here.
import type { Preview } from '@storybook/react-vite';
import preview from '../.storybook/preview';

const french: Preview = { ...preview, initialGlobals: { ...preview.initialGlobals, locale: 'fr' } };
export default french;

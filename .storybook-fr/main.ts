// The second pass of `npm test` over the stories (vitest project storybook-fr): every story without a
// play function rendered again in French, with the same accessibility checks, so none is checked in
// English only. Storybook itself (npm run storybook) uses .storybook/ alone; this is its config with
// the media folder named from here.
import type { StorybookConfig } from '@storybook/react-vite';
import config from '../.storybook/main.ts';

const french: StorybookConfig = { ...config, staticDirs: [{ from: '../.storybook/media', to: '/media' }] };
export default french;

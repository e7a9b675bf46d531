import type { Meta, StoryObj } from '@storybook/react-vite';
import { stepsFixtures, stepsLongFrench } from './fixtures';
import { Steps } from './Steps';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Steps',
  component: Steps,
  ...blockDocs(
    'How it works, in 2 to 8 numbered steps (Stride: set the project, scan the home, review the model, export and share). ' +
      'CMS collection `block_steps`: eyebrow, heading, intro, and the steps (title, text).',
  ),
} satisfies Meta<typeof Steps>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Stride: Story = { args: stepsFixtures.en.stride };
export const StrideFr: Story = { args: stepsFixtures.fr.stride, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: stepsLongFrench, globals: { locale: 'fr' } };

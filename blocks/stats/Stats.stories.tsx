import type { Meta, StoryObj } from '@storybook/react-vite';
import { statsLongFrench, statsFixtures } from './fixtures';
import { Stats } from './Stats';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Stats',
  component: Stats,
  ...blockDocs(
    'Claims as big figures with a label each (100+ municipalities, 200% engagement, 5-10 minutes). ' +
      'CMS collection `block_stats`: heading (optional), figures (figure, label), footnote.',
  ),
} satisfies Meta<typeof Stats>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Claims: Story = { args: statsFixtures.en.claims };
export const ClaimsFr: Story = { args: statsFixtures.fr.claims, globals: { locale: 'fr' } };
export const Untitled: Story = { args: statsFixtures.en.untitled };
export const UntitledFr: Story = { args: statsFixtures.fr.untitled, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: statsLongFrench, globals: { locale: 'fr' } };

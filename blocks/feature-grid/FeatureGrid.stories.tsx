import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureGrid } from './FeatureGrid';
import { featureGridLongFrench, featureGridFixtures } from './fixtures';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Feature grid',
  component: FeatureGrid,
  ...blockDocs(
    'A heading and 1 to 12 cards: products (Homes, Stride, Maps), benefits or audiences. ' +
      'CMS collection `block_feature_grid`: eyebrow, heading, intro, and the cards (title, text, link label, link).',
  ),
} satisfies Meta<typeof FeatureGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Products: Story = { args: featureGridFixtures.en.products };
export const ProductsFr: Story = { args: featureGridFixtures.fr.products, globals: { locale: 'fr' } };
export const TextOnly: Story = { args: featureGridFixtures.en.textOnly };
export const TextOnlyFr: Story = { args: featureGridFixtures.fr.textOnly, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: featureGridLongFrench, globals: { locale: 'fr' } };

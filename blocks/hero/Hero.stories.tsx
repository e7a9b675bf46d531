import type { Meta, StoryObj } from '@storybook/react-vite';
import { heroLongFrench, heroFixtures } from './fixtures';
import { Hero } from './Hero';

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
  parameters: {
    docs: {
      description: {
        component:
          'The top of a page: its one h1, a short pitch and up to two buttons. Use it once per page, first. ' +
          'CMS collection `block_hero`: variant, eyebrow, headline, body, primary/secondary label and link.',
      },
    },
  },
} satisfies Meta<typeof Hero>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: heroFixtures.en.default };
export const DefaultFr: Story = { args: heroFixtures.fr.default, globals: { locale: 'fr' } };
export const Centered: Story = { args: heroFixtures.en.centered };
export const CenteredFr: Story = { args: heroFixtures.fr.centered, globals: { locale: 'fr' } };
export const WithImage: Story = { args: heroFixtures.en.withImage };
export const WithImageFr: Story = { args: heroFixtures.fr.withImage, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: heroLongFrench, globals: { locale: 'fr' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { heroLongFrench, heroFixtures } from './fixtures';
import { Hero } from './Hero';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
  ...blockDocs(
    'The top of a page: its one h1, a short pitch and up to two buttons. Use it once per page, first. ' +
      'Variants: text left or centered; text over a picture (campaign landers); text beside a picture (product pages); ' +
      'text beside a video the visitor starts (Stride); and audience cards, when one page speaks to homeowners, professionals and governments at once.',
  ),
} satisfies Meta<typeof Hero>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: heroFixtures.en.default };
export const DefaultFr: Story = { args: heroFixtures.fr.default, globals: { locale: 'fr' } };
export const Centered: Story = { args: heroFixtures.en.centered };
export const CenteredFr: Story = { args: heroFixtures.fr.centered, globals: { locale: 'fr' } };
export const Image: Story = { args: heroFixtures.en.image };
export const ImageFr: Story = { args: heroFixtures.fr.image, globals: { locale: 'fr' } };
export const Split: Story = { args: heroFixtures.en.split };
export const SplitFr: Story = { args: heroFixtures.fr.split, globals: { locale: 'fr' } };
export const Video: Story = { args: heroFixtures.en.video };
export const VideoFr: Story = { args: heroFixtures.fr.video, globals: { locale: 'fr' } };
export const Audience: Story = { args: heroFixtures.en.audience };
export const AudienceFr: Story = { args: heroFixtures.fr.audience, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: heroLongFrench, globals: { locale: 'fr' } };

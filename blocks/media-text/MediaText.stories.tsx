import type { Meta, StoryObj } from '@storybook/react-vite';
import { mediaTextFixtures, mediaTextLongFrench } from './fixtures';
import { MediaText } from './MediaText';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Media and text',
  component: MediaText,
  ...blockDocs(
    'A picture or a video beside formatted text: explain one product or one idea with something to look at. ' +
      'Alternate the media side from one block to the next down a page. On phones the text comes first, then the media.',
  ),
} satisfies Meta<typeof MediaText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Image: Story = { args: mediaTextFixtures.en.image };
export const ImageFr: Story = { args: mediaTextFixtures.fr.image, globals: { locale: 'fr' } };
export const Video: Story = { args: mediaTextFixtures.en.video };
export const VideoFr: Story = { args: mediaTextFixtures.fr.video, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: mediaTextLongFrench, globals: { locale: 'fr' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { logosFixtures, logosLongFrench } from './fixtures';
import { Logos } from './Logos';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Logos',
  component: Logos,
  ...blockDocs(
    'Partner or client logos under a heading: social proof near the top of an audience page or a lander. ' +
      'The logos are the images of one folder of the Directus file library, in title order; each file’s title is read aloud as the partner’s name.',
  ),
} satisfies Meta<typeof Logos>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: logosFixtures.en.default };
export const DefaultFr: Story = { args: logosFixtures.fr.default, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: logosLongFrench, globals: { locale: 'fr' } };

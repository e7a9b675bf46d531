import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogTeaserFixtures, blogTeaserLongFrench } from './fixtures';
import { BlogTeaser } from './BlogTeaser';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Blog teaser',
  component: BlogTeaser,
  ...blockDocs(
    'The featured or the latest blog articles in the page’s language, with a link to the blog. ' +
      'Use it near the end of audience pages, to show the firm knows its subject. The articles come from the Blog posts collection: ' +
      'published, dated today or earlier; the block hides itself while none match.',
  ),
} satisfies Meta<typeof BlogTeaser>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Latest: Story = { args: blogTeaserFixtures.en.latest };
export const LatestFr: Story = { args: blogTeaserFixtures.fr.latest, globals: { locale: 'fr' } };
export const Featured: Story = { args: blogTeaserFixtures.en.featured };
export const FeaturedFr: Story = { args: blogTeaserFixtures.fr.featured, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: blogTeaserLongFrench, globals: { locale: 'fr' } };

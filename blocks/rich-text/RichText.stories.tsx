import type { Meta, StoryObj } from '@storybook/react-vite';
import { richTextFixtures, richTextLongFrench } from './fixtures';
import { RichText } from './RichText';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Rich text',
  component: RichText,
  ...blockDocs(
    'Formatted text from the CMS editor: headings (h2–h4), paragraphs, lists, links, quotes, simple data tables (the privacy policy’s cookie list). Sanitised on the server. ' +
      'CMS collection `block_rich_text`: html, width (narrow reading width or wide).',
  ),
} satisfies Meta<typeof RichText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Article: Story = { args: richTextFixtures.en.article };
export const ArticleFr: Story = { args: richTextFixtures.fr.article, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: richTextLongFrench, globals: { locale: 'fr' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { testimonialsFixtures, testimonialsLongFrench } from './fixtures';
import { Testimonials } from './Testimonials';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Testimonials',
  component: Testimonials,
  ...blockDocs(
    'What customers say: 1 to 6 quotes, each with who said it. ' +
      'CMS collection `block_testimonials`: eyebrow, heading, intro, and quotes (quote, name, role and organisation).',
  ),
} satisfies Meta<typeof Testimonials>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Customers: Story = { args: testimonialsFixtures.en.customers };
export const CustomersFr: Story = { args: testimonialsFixtures.fr.customers, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: testimonialsLongFrench, globals: { locale: 'fr' } };

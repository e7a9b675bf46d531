import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Faq } from './Faq';
import { faqFixtures, faqLongFrench } from './fixtures';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/FAQ',
  component: Faq,
  ...blockDocs(
    'Questions and answers that open one by one; search engines read them as an FAQ (JSON-LD). ' +
      'CMS collection `block_faq`: heading, intro, and questions (question, answer; a blank line starts a paragraph).',
  ),
} satisfies Meta<typeof Faq>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Homeowners: Story = { args: faqFixtures.en.homeowners };
export const HomeownersFr: Story = { args: faqFixtures.fr.homeowners, globals: { locale: 'fr' } };
/** One question opened. */
export const Opened: Story = {
  args: faqFixtures.en.homeowners,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Does it cost anything?'));
    await expect(within(canvasElement).getByText(/The remote home energy assessment is free/)).toBeVisible();
  },
};
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: faqLongFrench, globals: { locale: 'fr' } };

import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { localeSchema } from '#schemas/locale';
import { chromeFor, STORY_DAY } from '../../../.storybook/fixtures/chrome';
import { freezeClock } from '../../../.storybook/fixtures/clock';
import { Footer } from './Footer';

function render(_args: object, context: StoryContext) {
  const locale = localeSchema.catch('en').parse(context.globals['locale']);
  return <Footer chrome={chromeFor(locale)} />;
}

const meta = {
  title: 'Chrome/Footer',
  parameters: {
    frame: 'page',
    docs: {
      description: {
        component:
          'Every page’s footer, from the site settings: contact, social networks, the app, legal links, cookie preferences and the account. ' +
          'The copyright year is the current one (fixed in these stories).',
      },
    },
  },
  // The copyright year: the same in every screenshot, whatever today is.
  beforeEach: () => freezeClock(STORY_DAY),
  render,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Desktop: Story = {};
export const DesktopFr: Story = { globals: { locale: 'fr' } };
export const Phone: Story = { globals: phone };
export const PhoneFr: Story = { globals: { ...phone, locale: 'fr' } };

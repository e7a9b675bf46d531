import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { localeSchema } from '#schemas/locale';
import { chromeFor } from '../../../.storybook/fixtures/chrome';
import type { Banner } from '../../site/chrome';
import { PromoBanner } from './PromoBanner';

type Args = { change?: Partial<Banner> };

/** The banner of the toolbar's language, as the seeded site settings have it. */
function render(args: Args, context: StoryContext) {
  const locale = localeSchema.catch('en').parse(context.globals['locale']);
  const banner = chromeFor(locale).banner;
  return banner ? <PromoBanner banner={{ ...banner, ...args.change }} /> : <p>No banner in the seeded settings.</p>;
}

const meta = {
  title: 'Chrome/Promo banner',
  parameters: {
    frame: 'page',
    docs: {
      description: {
        component:
          'The promotion above the header, set in the site settings per language: a text, an optional call to action, start and end dates, and whether visitors may close it. ' +
          'Closing it is remembered until the text changes. Without JavaScript the close button is not shown.',
      },
    },
  },
  args: {},
  render,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const WithCallToAction: Story = {};
export const WithCallToActionFr: Story = { globals: { locale: 'fr' } };
export const Phone: Story = { globals: phone };
export const PhoneFr: Story = { globals: { ...phone, locale: 'fr' } };
/** A notice visitors cannot close, with no call to action. */
export const Plain: Story = { args: { change: { ctaLabel: null, ctaHref: null, dismissible: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallToAction } from './CallToAction';
import { callToActionLongFrench, callToActionFixtures } from './fixtures';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Call to action',
  component: CallToAction,
  ...blockDocs(
    'A banded heading, a sentence and a button: book a demo, get the app or join the waitlist, contact us. Brand tone for the main action of a page, light for a quieter one. ' +
      'CMS collection `block_call_to_action`: kind, tone, heading, body, button label and link, optional second link.',
  ),
} satisfies Meta<typeof CallToAction>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Demo: Story = { args: callToActionFixtures.en.demo };
export const DemoFr: Story = { args: callToActionFixtures.fr.demo, globals: { locale: 'fr' } };
export const Light: Story = { args: callToActionFixtures.en.light };
export const LightFr: Story = { args: callToActionFixtures.fr.light, globals: { locale: 'fr' } };
export const App: Story = { args: callToActionFixtures.en.app };
export const AppFr: Story = { args: callToActionFixtures.fr.app, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: callToActionLongFrench, globals: { locale: 'fr' } };

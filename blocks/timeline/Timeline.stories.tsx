import type { Meta, StoryObj } from '@storybook/react-vite';
import { timelineFixtures, timelineLongFrench } from './fixtures';
import { Timeline } from './Timeline';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Timeline',
  component: Timeline,
  ...blockDocs(
    'Milestones in order, each with when it happens (a program live in 3 weeks, results in 2 months). ' +
      'CMS collection `block_timeline`: eyebrow, heading, intro, and milestones (when, title, text).',
  ),
} satisfies Meta<typeof Timeline>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Program: Story = { args: timelineFixtures.en.program };
export const ProgramFr: Story = { args: timelineFixtures.fr.program, globals: { locale: 'fr' } };
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: timelineLongFrench, globals: { locale: 'fr' } };

// The demo request, and the demo booking built on it (SPEC §4): form -> time chooser (loading, then
// the day's times or the empty-day message) -> confirm ('Booking...') -> thanks. Going back keeps
// everything typed (react-hook-form keeps unmounted fields). The zod schema is the server's, so
// the browser shows the same messages the server would answer.
//
// It is one plain form posted to its page, each button naming what it asks (`intent`: next, times,
// back, book, request), so the whole flow also works before or without JavaScript: the server
// answers with the page in the next step (`initial`), or redirects to the thanks. With JavaScript
// the island does the same in place, with instant validation and the live time chooser.
//
// The flow is a hook (./use-demo-flow.ts, its states in ./demo-flow.ts); each step is a view of its
// own (./DemoSteps.tsx). The time chooser is a chunk of its own (./time-chooser-chunk.ts), fetched
// when the visitor reaches the time step or the island starts on it.
import { FormNotice, FormShell, PlainPostFields } from '#kit/forms/fields';
import type { WidgetProps } from '../widget-props';
import { DemoThanks, DetailsStep, TimeStep } from './DemoSteps';
import { useDemoFlow } from './use-demo-flow';

export { withTimeStep } from './time-chooser-chunk';

export function DemoForm({ labelledBy, block, initial, booking }: WidgetProps & { booking: boolean }) {
  const demo = useDemoFlow({ initial, booking });
  const { flow } = demo;
  if (flow.step === 'booked' || flow.step === 'requested') return <DemoThanks demo={demo} />;
  return (
    <FormShell labelledBy={labelledBy} state={flow.step} onFocus={demo.reach} onPointerDown={demo.press} onSubmit={demo.onSubmit}>
      {demo.engine}
      {demo.notice && <FormNotice id={demo.notice.id} fromServer={demo.notice.fromServer} />}
      <PlainPostFields kind={booking ? 'demo_booking' : 'demo_request'} block={block} />
      <DetailsStep demo={demo} />
      {flow.step === 'time' && <TimeStep demo={demo} />}
    </FormShell>
  );
}

export function DemoBooking(props: WidgetProps) {
  return <DemoForm {...props} booking />;
}

export function DemoRequest(props: WidgetProps) {
  return <DemoForm {...props} booking={false} />;
}

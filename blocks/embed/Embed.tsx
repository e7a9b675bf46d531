import { useId } from 'react';
import { BlockSection } from '#kit/ui/BlockSection';
import { SectionHeader } from '#kit/ui/SectionHeader';
import { useFormState } from '#kit/forms/form-state';
import { Island } from '#kit/islands/island';
import type { EmbedBlock } from './schema';
import { widgets } from './widgets';

/**
 * A slot for an interactive widget (the upgrade game; the conversion forms), under the marketer's
 * heading. The heading is HTML; the widget is an island: server-rendered, then hydrated on its own
 * when it nears the viewport. A form's state after a plain post (errors, a step, its thanks) comes
 * from the page (kit/forms/form-state.tsx); its section's id is where the answer scrolls to.
 */
export function Embed({ id, kind, eyebrow, heading, intro }: EmbedBlock) {
  const headingId = useId();
  const initial = useFormState(id);
  return (
    <BlockSection id={`form-${id}`} block="embed" kind={kind} labelledBy={headingId}>
      <SectionHeader id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
      <Island name={kind} definition={widgets[kind]} props={{ labelledBy: headingId, block: String(id), initial }} />
    </BlockSection>
  );
}

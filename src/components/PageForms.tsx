import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormStatesProvider, type FormStates } from '#kit/forms/form-state';
import type { MessageId } from '#kit/i18n/messages';

/**
 * A page's forms after a plain post (src/forms/page-action.server.ts): each embed block's state, and
 * a message for the whole page when the post could not be read at all (too large, not a form).
 */
export function PageForms({ states, notice, children }: { states: FormStates; notice: MessageId | null | undefined; children: ReactNode }) {
  return (
    <FormStatesProvider states={states}>
      {notice && (
        <p role="alert" className="page-notice">
          <FormattedMessage id={notice} />
        </p>
      )}
      {children}
    </FormStatesProvider>
  );
}

import type { Locale } from '#schemas/locale';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type MessageId = keyof typeof en;

// A French catalogue missing a key fails here at compile time.
export const messages: Record<Locale, Record<MessageId, string>> = { en, fr };

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

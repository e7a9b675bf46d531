import type { Locale } from '../../../schemas/locale';
import en from './messages/en.json';
import fr from './messages/fr.json';

export type MessageId = keyof typeof en;

// A French catalogue missing a key fails here at compile time.
export const messages: Record<Locale, Record<MessageId, string>> = { en, fr };

/** Is a string (a message id from a zod schema or the server) one of ours? */
export function isMessageId(id: string): id is MessageId {
  return id in en;
}

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

import { describe, expect, it } from 'vitest';
import { widgets } from '../../blocks/embed/widgets';
import { messages } from '../i18n/messages';
import { islandMessages } from './island';

describe('an island’s messages', () => {
  it('are only those its prefixes name, in the page’s language, already parsed for react-intl', () => {
    for (const locale of ['en', 'fr'] as const) {
      const game = islandMessages(widgets.upgrade_game, locale);
      const ids = Object.keys(game);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => id.startsWith('game.'))).toBe(true);
      expect(ids).toEqual(Object.keys(messages[locale]).filter((id) => id.startsWith('game.')));
      // "{upgrade} is a reasonable choice…": a literal and an argument, not the raw text.
      expect(game['game.notYet']?.some((part) => 'value' in part && part.value === 'upgrade')).toBe(true);
    }
    expect(islandMessages(widgets.newsletter, 'fr')['form.email.label']).not.toEqual(islandMessages(widgets.newsletter, 'en')['form.email.label']);
  });
});

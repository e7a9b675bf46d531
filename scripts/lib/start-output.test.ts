// What `npm start` prints about an upgrade that reached the database's columns.
import { describe, expect, it } from 'vitest';
import { schemaUpgradedLine } from './start-output.ts';

describe('schemaUpgradedLine', () => {
  it('says in one line which columns an older install had otherwise', () => {
    expect(schemaUpgradedLine(['demo_requests.starts_at unique', 'demo_requests.visitor_time_zone length 40 → 64'])).toBe(
      '  [cms] schema upgraded: demo_requests.starts_at unique, demo_requests.visitor_time_zone length 40 → 64',
    );
  });

  it('says nothing when the columns already matched the code', () => {
    expect(schemaUpgradedLine([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createPreviewToken, verifyEditToken, verifyPreviewToken } from './preview.server';

const secret = 'a-long-preview-secret-for-tests';

describe('preview tokens', () => {
  it('accepts a token signed with the secret until it expires', () => {
    const token = createPreviewToken(secret, 2_000);
    expect(verifyPreviewToken(secret, token, 1_000)).toBe(true);
    expect(verifyPreviewToken(secret, token, 2_000)).toBe(false);
  });

  it('refuses a tampered or foreign token', () => {
    const token = createPreviewToken(secret, 2_000);
    expect(verifyPreviewToken(secret, token.replace('2000', '9000'), 1_000)).toBe(false);
    expect(verifyPreviewToken('another-secret-of-some-length', token, 1_000)).toBe(false);
    expect(verifyPreviewToken(secret, 'garbage', 1_000)).toBe(false);
    expect(verifyPreviewToken(undefined, token, 1_000)).toBe(false);
  });
});

describe('edit tokens (the Visual Editor)', () => {
  it('are not preview tokens, nor preview tokens edit tokens', () => {
    const edit = createPreviewToken(secret, 2_000, 'edit');
    const preview = createPreviewToken(secret, 2_000);
    expect(verifyEditToken(secret, edit, 1_000)).toBe(true);
    expect(verifyEditToken(secret, preview, 1_000)).toBe(false);
    expect(verifyPreviewToken(secret, edit, 1_000)).toBe(false);
    expect(verifyEditToken(secret, edit, 2_000)).toBe(false);
    expect(verifyEditToken(secret, '1', 1_000)).toBe(false);
  });
});

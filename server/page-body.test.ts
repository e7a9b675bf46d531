import { describe, expect, it } from 'vitest';
import { PageBody } from './page-body';

describe('a page body with placeholders', () => {
  it('gets every occurrence of each placeholder filled, with one value per response', () => {
    const page = PageBody.of(Buffer.from('<script nonce="@N">a()</script><input value="@T"><link nonce="@N">é'), ['@N', '@T']);
    let tickets = 0;
    const first = page.fill({ '@N': () => 'n1', '@T': () => `t${++tickets}` }).toString();
    expect(first).toBe('<script nonce="n1">a()</script><input value="t1"><link nonce="n1">é');
    expect(page.fill({ '@N': () => 'n2', '@T': () => `t${++tickets}` }).toString()).toBe('<script nonce="n2">a()</script><input value="t2"><link nonce="n2">é');
  });

  it('asks for no value it does not hold (no ticket signed for a page without a form), and sends a plain body as it is', () => {
    const bytes = Buffer.from('{"ok":true}');
    const plain = PageBody.of(bytes, ['@N', '@T']);
    let made = 0;
    expect(plain.fill({ '@N': () => String(made++), '@T': () => String(made++) }).toString()).toBe(bytes.toString());
    expect(made).toBe(0);
    expect(plain.byteLength).toBe(bytes.byteLength);
    const nonceOnly = PageBody.of(Buffer.from('<script nonce="@N"></script>@N'), ['@N', '@T']);
    expect(nonceOnly.fill({ '@N': () => 'x', '@T': () => String(made++) }).toString()).toBe('<script nonce="x"></script>x');
    expect(made).toBe(0);
  });

  it('fills a placeholder at the very start and end of the body', () => {
    expect(
      PageBody.of(Buffer.from('@Nmid@N'), ['@N'])
        .fill({ '@N': () => '-' })
        .toString(),
    ).toBe('-mid-');
  });
});

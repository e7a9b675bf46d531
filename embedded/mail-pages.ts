// The capture inbox's HTML pages: the list of messages and one message (mail-inbox.ts serves them).
import type { CapturedAttachment, Stored } from './mail-message.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const EXTENSIONS: Record<string, string> = { 'text/calendar': '.ics', 'text/plain': '.txt', 'text/html': '.html', 'message/rfc822': '.eml' };

export function attachmentName(attachment: CapturedAttachment, index: number): string {
  return attachment.filename ?? `part-${index + 1}${EXTENSIONS[attachment.contentType] ?? ''}`;
}

const CSS = `
:root { color-scheme: light dark; font: 16px/1.5 system-ui, sans-serif; }
body { margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
.note { margin: 0 0 1rem; opacity: .8; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); overflow-wrap: anywhere; }
th { font-weight: 600; }
time, time span { white-space: nowrap; }
button { font: inherit; padding: .375rem .75rem; cursor: pointer; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; height: 70vh; border: 1px solid color-mix(in srgb, currentColor 30%, transparent); background: #fff; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: .75rem; border: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
@media (max-width: 40rem) { main { padding: .75rem; } table { font-size: .875rem; } time { white-space: normal; } th, td { padding: .375rem .25rem; } }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function time(iso: string): string {
  // Date and time may go on two lines on a narrow screen, each in one piece.
  return `<time datetime="${escapeHtml(iso)}"><span>${escapeHtml(iso.slice(0, 10))}</span> <span>${escapeHtml(iso.slice(11, 19))} UTC</span></time>`;
}

export function inboxPage(entries: Stored[]): string {
  const rows = entries
    .toReversed()
    .map(({ message: m }) => {
      const subject = m.subject || '(no subject)';
      return `<tr><td>${time(m.receivedAt)}</td><td>${escapeHtml(m.from ?? '')}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(subject)}</a></td></tr>`;
    })
    .join('\n');
  const count = entries.length === 1 ? '1 message' : `${entries.length} messages`;
  return `<h1>Mail inbox (local capture)</h1>
<p class="note">Mail sent by the site is captured here and never delivered to anyone. ${count}, newest first.</p>
${entries.length ? '<form method="post" action="/clear"><p><button type="submit">Delete all</button></p></form>' : ''}
<div class="scroll">
<table>
<thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}
</tbody>
</table>
</div>`;
}

export function messagePage({ message: m, previewHtml }: Stored): string {
  const id = encodeURIComponent(m.id);
  const fields: [string, string | undefined][] = [
    ['From', m.from ?? undefined],
    ['To', m.to.join(', ') || undefined],
    ['Subject', m.subject],
    ['Date', m.headers.date],
    ['List-Unsubscribe', m.headers['list-unsubscribe']],
    ['List-Unsubscribe-Post', m.headers['list-unsubscribe-post']],
    ['Envelope', `from <${m.envelope.from ?? ''}> to ${m.envelope.to.map((to) => `<${to}>`).join(', ')}`],
    ['Received', m.receivedAt],
  ];
  const list = fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${name === 'Received' ? time(value) : escapeHtml(value)}</dd>`)
    .join('\n');
  const attachments = m.attachments
    .map((a, index) => {
      const label = a.filename ?? `(unnamed ${a.contentType} part)`;
      return `<li><a href="/messages/${id}/attachments/${index}">${escapeHtml(label)}</a> (${escapeHtml(a.contentType)}, ${a.size.toLocaleString('en')} bytes)</li>`;
    })
    .join('\n');
  // The HTML body runs with no scripts, in an origin of its own (sandbox), under this page's CSP:
  // inline styles and data: images only, so nothing is fetched from anywhere.
  return `<p><a href="/">← Inbox</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>
${list}
</dl>
${previewHtml === null ? '' : `<h2>HTML</h2>\n<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML body" srcdoc="${escapeHtml(previewHtml)}"></iframe>`}
${m.text === null ? '' : `<h2>Text</h2>\n<pre>${escapeHtml(m.text)}</pre>`}
${attachments ? `<h2>Attachments</h2>\n<ul>\n${attachments}\n</ul>` : ''}
<p><a href="/messages/${id}.eml">Raw message (.eml)</a></p>`;
}

// The one script every page loads (src/browser/main.ts): Vite's dev server serves the source; the
// production build names a hashed file and the chunks it imports, which the server reads from
// Vite's manifest and announces as module preloads (so they load beside it, not after it).
export type BrowserScript = { src: string; imports: string[]; devRuntime?: string };

let script: BrowserScript | null = null;

export function provideBrowserScript(next: BrowserScript | null): void {
  script = next;
}

export function browserScript(): BrowserScript | null {
  return script;
}

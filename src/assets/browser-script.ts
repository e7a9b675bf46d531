// The address of the one script every page loads (src/browser/main.ts): Vite's dev server serves the
// source; the production build names a hashed file, which the server reads from Vite's manifest.
let script: string | null = null;

export function provideBrowserScript(src: string | null): void {
  script = src;
}

export function browserScript(): string | null {
  return script;
}

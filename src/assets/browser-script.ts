// The one script every page loads (src/browser/main.ts): Vite's dev server serves the source; the
// production build names a hashed file and the chunks it imports, which the server reads from
// Vite's manifest and announces as module preloads (so they load beside it, not after it).
export type BrowserScript = {
  src: string;
  imports: string[];
  devRuntime?: string;
  /** The Visual Editor's script (src/browser/visual-editing.ts): only pages rendered for the editor load it. */
  editSrc?: string;
};

/** The script's source, a client entry of its own in the build (vite.config.ts) and its key in Vite's manifest. */
export const BROWSER_ENTRY = 'src/browser/main.ts';

/** The island loader the script imports on pages that have islands, and the module that hydrates one. */
export const ISLANDS_ENTRY = 'src/browser/islands.ts';
export const HYDRATE_ENTRY = 'src/browser/hydrate.tsx';

/** The Visual Editor's script, a client entry of its own so that no visitor's page ever names it. */
export const EDIT_ENTRY = 'src/browser/visual-editing.ts';

let script: BrowserScript | null = null;

export function provideBrowserScript(next: BrowserScript): void {
  script = next;
}

export function browserScript(): BrowserScript | null {
  return script;
}

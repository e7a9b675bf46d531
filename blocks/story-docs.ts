// What every block's stories say of the block on its docs page (.storybook/BlockDocs.tsx). Storybook
// reads each stories file's meta without running it: its `title` (the stories' ids, and so their
// screenshots' names) and `component` stay literals in the file, the rest may come from here.

/** The meta's docs: when to use the block and its variants, the docs page's description. */
export function blockDocs(description: string) {
  return { parameters: { docs: { description: { component: description } } } };
}

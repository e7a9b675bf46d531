// A page sent as the answer to a plain form post (the form's messages beside the visitor's values, or
// its next step). The browser must never reload such a page on its own: a reload sends the post again,
// or asks the visitor whether to. entry.server.tsx says which documents answer a post; the root marks
// them `<html data-post-answer>`, which kit/islands/reload.ts reads.
import { createContext } from 'react';

export const PostAnswer = createContext(false);

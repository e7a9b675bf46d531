// One moment per request for everything that depends on the time: which pages, posts and banner
// are live, and how long the answer may be cached (ContentService.cacheSeconds counts to the first
// publish boundary after it). The root's middleware sets it before any loader runs, so the chrome
// (the banner) and the page are judged at the same moment, and a render that straddles a boundary
// is not cached past it (decision 0006).
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

const judgedAtContext = createContext<Date | null>(null);

export const judgedAtMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(judgedAtContext, new Date());
  return next();
};

/** The request's moment; outside a request (a direct call in a test), now. */
export const momentOf = (context: Readonly<RouterContextProvider>): Date => context.get(judgedAtContext) ?? new Date();

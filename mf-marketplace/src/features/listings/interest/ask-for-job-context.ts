import { createContext } from 'react';

/**
 * Opens the page's "Ask for a job" form (the posting form of a worker), which a worker without an
 * availability post is offered before answering a job. The page that composes the listings and the
 * form provides it; without it, the offer is not made.
 */
export const AskForJobContext = createContext<(() => void) | null>(null);
